/* hammer-event-files.h — an event as the files other programs read
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "events/hammer-events.h"
#include "io/hammer-tables.h"

G_BEGIN_DECLS

typedef enum
{
  HAMMER_EVENT_FILE_JSON,           /* the event document */
  HAMMER_EVENT_FILE_STANDINGS_CSV,
  HAMMER_EVENT_FILE_RESULTS_CSV,
  HAMMER_EVENT_FILE_HTML,           /* standings and results for a website */
} HammerEventFile;

/* The text of file @kind for event @event_id; @csv applies to the CSV kinds
 * (NULL: the defaults). */
char *hammer_events_export_text (HammerStore             *self,
                                 gint64                   event_id,
                                 HammerEventFile          kind,
                                 const HammerCsvOptions  *csv,
                                 GError                 **error);

G_END_DECLS
