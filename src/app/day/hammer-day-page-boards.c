/* hammer-day-page-boards.c — the day page's boards: each a card with the
 * match on it and a menu that keeps it for an event (or a stage or a round of one),
 * frees it or removes it; a board added after the last
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-app-utils.h"
#include "hammer-day-page-private.h"
#include "hammer-day-text.h"

static GtkWidget *
card_label (const char *text,
            const char *style)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  /* A long event's name wraps: the cards stay narrow enough for three or
   * four to a row at 1280 px, rather than two with room to spare. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  return label;
}

static char *
reserved_text (HammerDayState       *state,
               const HammerDayBoard *board)
{
  const char *event = hammer_day_text_event_name (state, board->reserved_event);

  if (board->reserved_round != NULL)
    {
      g_autofree char *round = hammer_day_round_label (board->reserved_round);

      /* TRANSLATORS: a board of the day kept for one round of an event:
       * "Reserved for Singles, Final". */
      return g_strdup_printf (_("Reserved for %s, %s"), event, round);
    }
  if (board->reserved_stage >= 0)
    /* TRANSLATORS: a board of the day kept for one stage of an event:
     * "Reserved for Singles, stage 2". */
    return g_strdup_printf (_("Reserved for %s, stage %d"), event, board->reserved_stage + 1);
  /* TRANSLATORS: a board of the day kept for one event: "Reserved for Singles". */
  return g_strdup_printf (_("Reserved for %s"), event);
}

static void
append_reserve_item (GMenu      *menu,
                     const char *label,
                     guint       number,
                     gint64      event_id,
                     int         stage,
                     const char *round)
{
  g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

  g_menu_item_set_action_and_target_value (item, "day.reserve-board",
                                           g_variant_new ("(uxis)", number, event_id, stage,
                                                          round != NULL ? round : ""));
  g_menu_append_item (menu, item);
}

/* Keep for each event of the day (and each stage of one that has more),
 * free it, remove it. */
static GMenuModel *
board_menu (HammerDayState       *state,
            const HammerDayBoard *board)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenu) keep = g_menu_new ();
  g_autoptr(GMenu) other = g_menu_new ();
  g_autofree char *free_action = g_strdup_printf ("day.free-board(uint32 %u)", board->number);
  g_autofree char *remove_action = g_strdup_printf ("day.remove-board(uint32 %u)",
                                                    board->number);

  for (guint e = 0; e < state->events->len; e++)
    {
      HammerDayEventProgress *event = &g_array_index (state->events, HammerDayEventProgress, e);
      g_autofree char *label = NULL;

      /* TRANSLATORS: a board's menu: "Reserve for Singles". */
      label = g_strdup_printf (_("Reserve for %s"), event->name);
      append_reserve_item (keep, label, board->number, event->id, -1, NULL);
      for (guint stage = 0; event->n_stages > 1 && stage < event->n_stages; stage++)
        {
          g_autofree char *stage_label = NULL;

          /* TRANSLATORS: a board's menu: "Reserve for Singles, Stage 2". */
          stage_label = g_strdup_printf (_("Reserve for %s, Stage %u"), event->name, stage + 1);
          append_reserve_item (keep, stage_label, board->number, event->id, (int) stage, NULL);
        }
      for (guint r = 0; event->rounds != NULL && event->rounds[r] != NULL; r++)
        {
          g_autofree char *round = hammer_day_round_label (event->rounds[r]);
          g_autofree char *round_label = NULL;

          /* TRANSLATORS: a board's menu: "Reserve for Singles, Final". */
          round_label = g_strdup_printf (_("Reserve for %s, %s"), event->name, round);
          append_reserve_item (keep, round_label, board->number, event->id, -1,
                               event->rounds[r]);
        }
    }
  g_menu_append_section (menu, NULL, G_MENU_MODEL (keep));
  if (board->reserved_event != 0)
    g_menu_append (other, _("_End Reservation"), free_action);
  g_menu_append (other, _("_Remove Board"), remove_action);
  g_menu_append_section (menu, NULL, G_MENU_MODEL (other));
  return G_MENU_MODEL (g_steal_pointer (&menu));
}

/* The card's first line: the board's name and its menu. */
static GtkWidget *
card_heading (HammerDayState       *state,
              const HammerDayBoard *board)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *name = card_label (board->name, "heading");
  GtkWidget *button = gtk_menu_button_new ();
  g_autoptr(GMenuModel) menu = board_menu (state, board);
  /* TRANSLATORS: the accessible name of a board's menu: "Menu of Table A". */
  g_autofree char *accessible = g_strdup_printf (_("Menu of %s"), board->name);

  gtk_widget_set_hexpand (name, TRUE);
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-more-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), menu);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, _("Reserve, free or remove the board"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), button);
  return box;
}

GtkWidget *
_hammer_day_page_board_card (HammerDayPage        *self,
                             const HammerDayBoard *board)
{
  HammerDayState *state = self->state;
  GtkWidget *child = gtk_flow_box_child_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  g_autofree char *reserved = board->reserved_event != 0 ? reserved_text (state, board) : NULL;
  g_autofree char *match = NULL;
  g_autofree char *sides = NULL;
  g_autofree char *since = NULL;
  g_autofree char *accessible = NULL;

  gtk_widget_add_css_class (box, "card");
  gtk_widget_set_size_request (box, 200, -1);
  gtk_box_append (GTK_BOX (box), card_heading (state, board));
  if (board->event != 0)
    {
      g_autofree char *clock = hammer_day_text_clock (board->since);

      /* TRANSLATORS: the match on a board: "Singles · Match 5". */
      match = g_strdup_printf (_("%s · Match %u"),
                               hammer_day_text_event_name (state, board->event),
                               board->match_number);
      sides = hammer_day_text_sides (board->names);
      /* TRANSLATORS: when the match on a board was called: "since 14:05". */
      since = clock != NULL ? g_strdup_printf (_("since %s"), clock) : NULL;
      gtk_box_append (GTK_BOX (box), card_label (match, "caption"));
      gtk_box_append (GTK_BOX (box), card_label (sides, NULL));
      if (hammer_result_wait_text (board->result_wait) != NULL)
        gtk_box_append (GTK_BOX (box), card_label (hammer_result_wait_text (board->result_wait),
                                                   "warning"));
      else if (since != NULL)
        gtk_box_append (GTK_BOX (box), card_label (since, "dim-label"));
    }
  else
    {
      gtk_box_append (GTK_BOX (box), card_label (_("Free"), "success"));
      gtk_widget_add_css_class (box, "free-board");
    }
  if (reserved != NULL)
    gtk_box_append (GTK_BOX (box), card_label (reserved, "accent"));
  for (GtkWidget *line = gtk_widget_get_first_child (box); line != NULL;
       line = gtk_widget_get_next_sibling (line))
    {
      gtk_widget_set_margin_start (line, 12);
      gtk_widget_set_margin_end (line, 12);
    }
  /* The menu's button sits in the corner: less room above it. */
  gtk_widget_set_margin_end (gtk_widget_get_first_child (box), 6);
  gtk_widget_set_margin_top (gtk_widget_get_first_child (box), 6);
  gtk_widget_set_margin_bottom (gtk_widget_get_last_child (box), 12);
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (child), box);

  /* A screen reader reads the card as one line, as the eye takes it in. */
  accessible = g_strjoin (", ", board->name, board->event != 0 ? match : _("Free"),
                          board->event != 0 ? sides : reserved, reserved != NULL &&
                          board->event != 0 ? reserved : NULL, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  g_object_set_data (G_OBJECT (child), "event-id", GSIZE_TO_POINTER ((gsize) board->event));
  return child;
}

static const HammerDayBoard *
find_board (HammerDayPage *self,
            guint          number)
{
  for (guint b = 0; self->state != NULL && b < self->state->boards->len; b++)
    if (g_array_index (self->state->boards, HammerDayBoard, b).number == number)
      return &g_array_index (self->state->boards, HammerDayBoard, b);
  return NULL;
}

static void
reserve_board_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  HammerDayPage *self = HAMMER_DAY_PAGE (widget);
  const HammerDayBoard *board;
  g_autofree char *done = NULL;
  const char *round;
  guint number;
  gint64 event_id;
  int stage;

  g_variant_get (parameter, "(uxi&s)", &number, &event_id, &stage, &round);
  if (self->store == NULL || !(board = find_board (self, number)))
    return;
  if (*round != '\0')
    {
      g_autofree char *label = hammer_day_round_label (round);

      /* TRANSLATORS: a toast: "Table A reserved for Singles, Final". */
      done = g_strdup_printf (_("%s reserved for %s, %s"), board->name,
                              hammer_day_text_event_name (self->state, event_id), label);
    }
  else if (stage >= 0)
    /* TRANSLATORS: a toast: "Table A reserved for Singles, stage 2". */
    done = g_strdup_printf (_("%s reserved for %s, stage %d"), board->name,
                            hammer_day_text_event_name (self->state, event_id), stage + 1);
  else
    /* TRANSLATORS: a toast: "Table A reserved for Singles". */
    done = g_strdup_printf (_("%s reserved for %s"), board->name,
                            hammer_day_text_event_name (self->state, event_id));
  hammer_days_reserve_board_async (self->store, self->day_id, number, event_id, stage,
                                   *round != '\0' ? round : NULL, NULL,
                                   _hammer_day_page_edit_done,
                                   _hammer_day_page_begin_edit (self, done));
}

static void
free_board_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  HammerDayPage *self = HAMMER_DAY_PAGE (widget);
  guint number = g_variant_get_uint32 (parameter);
  const HammerDayBoard *board = find_board (self, number);
  g_autofree char *done = NULL;

  if (self->store == NULL || board == NULL)
    return;
  /* TRANSLATORS: a toast: "Table A takes any event's match again". */
  done = g_strdup_printf (_("%s takes any event’s match again"), board->name);
  hammer_days_reserve_board_async (self->store, self->day_id, number, 0, -1, NULL, NULL,
                                   _hammer_day_page_edit_done,
                                   _hammer_day_page_begin_edit (self, done));
}

static void
remove_board_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  HammerDayPage *self = HAMMER_DAY_PAGE (widget);
  guint number = g_variant_get_uint32 (parameter);
  const HammerDayBoard *board = find_board (self, number);
  g_autofree char *done = NULL;

  if (self->store == NULL || board == NULL)
    return;
  /* TRANSLATORS: a toast: "Table C removed". */
  done = g_strdup_printf (_("%s removed"), board->name);
  hammer_days_remove_board_async (self->store, self->day_id, number, NULL,
                                  _hammer_day_page_edit_done,
                                  _hammer_day_page_begin_edit (self, done));
}

static void
add_board_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HammerDayPage *self = HAMMER_DAY_PAGE (widget);

  if (self->store == NULL || self->day_id == 0)
    return;
  hammer_days_add_board_async (self->store, self->day_id, NULL, NULL, _hammer_day_page_edit_done,
                               _hammer_day_page_begin_edit (self, _("Board added")));
}

void
_hammer_day_page_class_boards_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "day.reserve-board", "(uxis)",
                                   reserve_board_action);
  gtk_widget_class_install_action (widget_class, "day.free-board", "u", free_board_action);
  gtk_widget_class_install_action (widget_class, "day.remove-board", "u", remove_board_action);
  gtk_widget_class_install_action (widget_class, "day.add-board", NULL, add_board_action);
}
