/* hammer-day-page-desk.c — the day page's Registration and Money views:
 * they follow the page's store and day, a late entry offers the day's
 * events, and the day's sign-in list and money summary are printed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sheets/hammer-day-sheets.h"

#include "hammer-day-money-view.h"
#include "hammer-day-page-private.h"
#include "hammer-day-paper.h"
#include "hammer-day-registration.h"

void
_hammer_day_page_desk_follow (HammerDayPage *self)
{
  hammer_day_registration_set_day (HAMMER_DAY_REGISTRATION (self->registration), self->store,
                                   self->day_id);
  hammer_day_money_view_set_day (HAMMER_DAY_MONEY_VIEW (self->money_view), self->store,
                                 self->day_id);
}

void
_hammer_day_page_desk_show_events (HammerDayPage *self)
{
  guint n = self->state->events->len;
  g_autofree gint64 *ids = g_new0 (gint64, MAX (n, 1));
  g_autofree const char **names = g_new0 (const char *, MAX (n, 1));

  for (guint e = 0; e < n; e++)
    {
      HammerDayEventProgress *event = &g_array_index (self->state->events,
                                                      HammerDayEventProgress, e);

      ids[e] = event->id;
      names[e] = event->name;
    }
  hammer_day_registration_set_events (HAMMER_DAY_REGISTRATION (self->registration), ids,
                                      (const char * const *) names, n);
}

static void
print_sign_in_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  HammerDayPage *self = HAMMER_DAY_PAGE (widget);

  if (self->store != NULL && self->day_id != 0)
    hammer_day_paper_print (widget, self->store, self->day_id, HAMMER_DAY_SHEET_SIGN_IN, 0);
}

static void
print_money_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  HammerDayPage *self = HAMMER_DAY_PAGE (widget);

  if (self->store != NULL && self->day_id != 0)
    hammer_day_paper_print (widget, self->store, self->day_id, HAMMER_DAY_SHEET_MONEY, 0);
}

void
_hammer_day_page_class_desk_init (GtkWidgetClass *widget_class)
{
  g_type_ensure (HAMMER_TYPE_DAY_REGISTRATION);
  g_type_ensure (HAMMER_TYPE_DAY_MONEY_VIEW);
  gtk_widget_class_install_action (widget_class, "day.print-sign-in", NULL,
                                   print_sign_in_action);
  gtk_widget_class_install_action (widget_class, "day.print-money", NULL, print_money_action);
}
