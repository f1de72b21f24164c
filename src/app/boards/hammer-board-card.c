/* hammer-board-card.c
 *
 * A card shows a board's name, the match on it (or "Free") with its sides
 * and since when it is played there, or a button to call it while it waits
 * to be called, and the match that will likely come next. A
 * match is dragged off a card by the card, and dropped on a card to go to
 * that board. The flow box child is what takes the focus, so it carries the
 * accessible name.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-app-utils.h"
#include "hammer-board-card.h"
#include "hammer-boards-view.h"
#include "hammer-clock.h"

struct _HammerBoardCard
{
  GtkFlowBoxChild parent_instance;

  HammerBoardItem *board;

  GtkWidget *card;
  GtkLabel *name_label;
  GtkLabel *minutes_label;
  GtkLabel *title_label;
  GtkLabel *description_label;
  GtkLabel *times_label;
  GtkLabel *last_label;
  GtkButton *call_button;
  GtkLabel *next_label;
};

G_DEFINE_FINAL_TYPE (HammerBoardCard, hammer_board_card, GTK_TYPE_FLOW_BOX_CHILD)

static char *
format_time (GDateTime *time)
{
  g_autoptr(GDateTime) local = g_date_time_to_local (time);

  return g_date_time_format (local, "%H:%M");
}

void
hammer_board_card_update_time (HammerBoardCard *self,
                               GDateTime       *now)
{
  int minutes;
  gboolean late;
  g_autofree char *text = NULL;

  g_return_if_fail (HAMMER_IS_BOARD_CARD (self));

  minutes = hammer_board_item_get_minutes (self->board, now);
  late = hammer_board_item_is_late (self->board, now);
  if (minutes < 0)
    text = g_strdup ("");
  else if (late)
    /* TRANSLATORS: minutes a match has been on a board, past its expected end. */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d min · late", "%d min · late",
                                         minutes), minutes);
  else
    /* TRANSLATORS: minutes a match has been on a board. */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d min", "%d min", minutes), minutes);
  gtk_label_set_text (self->minutes_label, text);

  if (late)
    gtk_widget_add_css_class (self->card, "late");
  else
    gtk_widget_remove_css_class (self->card, "late");
}

/* The match on the board: its sides, and since when it is there. */
static void
show_match (HammerBoardCard *self,
            HammerMatchItem *match)
{
  GDateTime *since = hammer_board_item_get_since (self->board);
  GDateTime *end = hammer_board_item_get_estimated_end (self->board);
  g_autofree char *since_text = since != NULL ? format_time (since) : NULL;
  g_autofree char *end_text = end != NULL ? format_time (end) : NULL;
  g_autofree char *times = NULL;

  const char *event_name = hammer_board_item_get_event_name (self->board);
  g_autofree char *description = NULL;

  gtk_label_set_text (self->title_label, hammer_match_item_get_title (match));
  if (event_name != NULL)
    /* TRANSLATORS: another event of the day plays on this board: "Ladies · Match 6". */
    description = g_strdup_printf (_("%s · %s"), event_name,
                                   hammer_match_item_get_description (match));
  gtk_label_set_text (self->description_label, description != NULL
                                                 ? description
                                                 : hammer_match_item_get_description (match));
  gtk_widget_set_visible (GTK_WIDGET (self->description_label), TRUE);
  if (hammer_result_wait_text (hammer_board_item_get_result_wait (self->board)) != NULL)
    {
      times = g_strdup (hammer_result_wait_text (hammer_board_item_get_result_wait (self->board)));
      gtk_widget_add_css_class (GTK_WIDGET (self->times_label), "warning");
    }
  else if (since_text != NULL && end_text != NULL)
    /* TRANSLATORS: when a match was called to a board and when it should end. */
    times = g_strdup_printf (_("Since %s · expected end %s"), since_text, end_text);
  else if (since_text != NULL)
    times = g_strdup_printf (_("Since %s"), since_text);
  else
    {
      times = g_strdup (hammer_board_item_get_waiting_text (self->board));
      gtk_widget_add_css_class (GTK_WIDGET (self->times_label), "dim-label");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (self->call_button), "u",
                                        hammer_board_item_get_number (self->board));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->call_button), "boards.call-board");
      gtk_widget_set_visible (GTK_WIDGET (self->call_button), TRUE);
    }
  if (times != NULL)
    {
      gtk_label_set_text (self->times_label, times);
      gtk_widget_set_visible (GTK_WIDGET (self->times_label), TRUE);
    }
  /* Another event's match moves in that event. */
  if (event_name == NULL)
    hammer_add_match_drag_source (self->card, hammer_match_item_get_id (match));
}

static gboolean
drop_cb (GtkDropTarget   *target,
         const GValue    *value,
         double           x,
         double           y,
         HammerBoardCard *self)
{
  GtkWidget *view = gtk_widget_get_ancestor (GTK_WIDGET (self), HAMMER_TYPE_BOARDS_VIEW);

  if (!G_VALUE_HOLDS_INT64 (value) || view == NULL)
    return FALSE;
  return hammer_boards_view_drop_match (HAMMER_BOARDS_VIEW (view), g_value_get_int64 (value),
                                        hammer_board_item_get_number (self->board));
}

static void
hammer_board_card_dispose (GObject *object)
{
  HammerBoardCard *self = HAMMER_BOARD_CARD (object);

  /* The flow box child would unparent the card after the template let it go. */
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_BOARD_CARD);
  g_clear_object (&self->board);

  G_OBJECT_CLASS (hammer_board_card_parent_class)->dispose (object);
}

static void
hammer_board_card_class_init (HammerBoardCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_board_card_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/hammertourney/Hammer"
                                                             "/ui/boards/hammer-board-card.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerBoardCard, card);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardCard, name_label);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardCard, minutes_label);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardCard, title_label);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardCard, description_label);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardCard, times_label);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardCard, last_label);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardCard, call_button);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardCard, next_label);
}

static void
hammer_board_card_init (HammerBoardCard *self)
{
  GtkDropTarget *target;

  gtk_widget_init_template (GTK_WIDGET (self));

  target = gtk_drop_target_new (G_TYPE_INT64, GDK_ACTION_MOVE);
  g_signal_connect_object (target, "drop", G_CALLBACK (drop_cb), self, 0);
  gtk_widget_add_controller (self->card, GTK_EVENT_CONTROLLER (target));
}

GtkWidget *
hammer_board_card_new (HammerBoardItem *board)
{
  HammerBoardCard *self;
  HammerMatchItem *match;
  HammerMatchItem *next;
  g_autoptr(GDateTime) now = hammer_clock_now ();
  g_autofree char *accessible = NULL;
  g_autofree char *last_text = NULL;

  g_return_val_if_fail (HAMMER_IS_BOARD_ITEM (board), NULL);

  self = g_object_new (HAMMER_TYPE_BOARD_CARD, NULL);
  self->board = g_object_ref (board);
  /* The UI tests read a card's board from the card. */
  g_object_set_data_full (G_OBJECT (self->card), "hammer-board", g_object_ref (board),
                          g_object_unref);
  match = hammer_board_item_get_match (board);
  next = hammer_board_item_get_next (board);

  gtk_label_set_text (self->name_label, hammer_board_item_get_name (board));
  if (match != NULL)
    show_match (self, match);
  else
    {
      /* TRANSLATORS: a board with no match on it. */
      gtk_label_set_text (self->title_label, C_("board", "Free"));
      gtk_widget_add_css_class (GTK_WIDGET (self->title_label), "dim-label");
    }
  if (gtk_widget_get_visible (GTK_WIDGET (self->call_button)))
    /* TRANSLATORS: a board's card for a screen reader: board, match, "Waiting to be called". */
    accessible = g_strdup_printf (_("%s: %s, %s"), hammer_board_item_get_name (board),
                                  gtk_label_get_text (self->title_label),
                                  gtk_label_get_text (self->times_label));
  else
    accessible = g_strdup_printf ("%s: %s", hammer_board_item_get_name (board),
                                  gtk_label_get_text (self->title_label));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);

  if (next != NULL)
    {
      g_autofree char *text = hammer_board_item_dup_next_text (board);

      gtk_label_set_text (self->next_label, text);
      gtk_widget_set_visible (GTK_WIDGET (self->next_label), TRUE);
    }

  last_text = hammer_board_item_dup_last_text (board);
  if (last_text != NULL)
    {
      gtk_label_set_text (self->last_label, last_text);
      gtk_widget_set_visible (GTK_WIDGET (self->last_label), TRUE);
    }

  hammer_board_card_update_time (self, now);
  return GTK_WIDGET (self);
}
