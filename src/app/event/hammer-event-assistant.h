/* hammer-event-assistant.h — the dialog that creates an event
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_EVENT_ASSISTANT (hammer_event_assistant_get_type ())

G_DECLARE_FINAL_TYPE (HammerEventAssistant, hammer_event_assistant, HAMMER, EVENT_ASSISTANT,
                      AdwWindow)

/* A modal dialog over @parent; it emits "created" (the new event's id, a
 * gint64) and closes once the event is stored. */
HammerEventAssistant *hammer_event_assistant_new (GtkWindow   *parent,
                                                  HammerStore *store);
/* Chooses day @day_id in "Play on a Day": the event plays on its boards. */
void                  hammer_event_assistant_set_day (HammerEventAssistant *self,
                                                      gint64                day_id);

G_END_DECLS
