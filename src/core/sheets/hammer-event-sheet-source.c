/* hammer-event-sheet-source.c — what an event's sheets are drawn from
 *
 * The JSON the store gives, kept unchanged after it is read: a layout in a
 * thread reads it while the main thread may lay out from it too.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-day.h"
#include "events/hammer-events.h"
#include "hammer-error.h"
#include "sheets/hammer-event-sheet-source.h"

struct _HammerEventSheetSource
{
  gatomicrefcount  ref_count;
  JsonNode        *document;
  JsonNode        *matches;
  JsonNode        *standings;
  JsonNode        *board_urls;   /* score sheets and board signs only, else NULL */
  JsonNode        *timetable;    /* a timetable or board schedule only, else NULL */
  char            *check_in_url; /* the sign-in list's while check-in is open, else NULL */
};

G_DEFINE_BOXED_TYPE (HammerEventSheetSource, hammer_event_sheet_source,
                     hammer_event_sheet_source_ref, hammer_event_sheet_source_unref)

static gboolean
sign_in_url (HammerEventSheetSource  *self,
             HammerStore             *store,
             gint64                   event_id,
             GError                 **error)
{
  g_autoptr(GError) local_error = NULL;
  gint64 day_id;

  if (!(self->check_in_url = hammer_sheets_check_in_url (store, event_id, 0, TRUE,
                                                         &local_error)) &&
      local_error == NULL &&
      (day_id = hammer_events_get_day (store, event_id, &local_error)) > 0)
    self->check_in_url = hammer_sheets_check_in_url (store, 0, day_id, TRUE, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  return TRUE;
}

HammerEventSheetSource *
hammer_event_sheet_source_new (HammerStore      *store,
                               gint64            event_id,
                               HammerSheetKind   kind,
                               GError          **error)
{
  g_autoptr(HammerEventSheetSource) self = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_new0 (HammerEventSheetSource, 1);
  g_atomic_ref_count_init (&self->ref_count);
  if (!(self->document = hammer_events_export (store, event_id, error)) ||
      !(self->matches = hammer_events_get_matches_json (store, event_id, error)) ||
      !(self->standings = hammer_events_get_standings_json (store, event_id, error)) ||
      /* Score sheets and board signs carry the QR codes of the boards' pages. */
      (hammer_sheet_kind_needs_board_urls (kind) &&
       !(self->board_urls = hammer_sheets_board_urls (store, event_id, error))) ||
      (kind == HAMMER_SHEET_TIMETABLE &&
       !(self->timetable = hammer_events_get_timetable_json (store, event_id, error))))
    return NULL;
  /* The sign-in list carries the code of check-in while it is open: the
   * event's own, or that of the day it is played on. */
  if (kind == HAMMER_SHEET_SIGN_IN && !sign_in_url (self, store, event_id, error))
    return NULL;
  /* The board schedule gives the plan's times where there is a plan; an
   * event without boards, or all played, prints it without. */
  if (kind == HAMMER_SHEET_SCHEDULE)
    {
      g_autoptr(GError) local_error = NULL;

      self->timetable = hammer_events_get_timetable_json (store, event_id, &local_error);
      if (self->timetable == NULL &&
          !g_error_matches (local_error, HAMMER_ERROR, HAMMER_ERROR_INVALID))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
    }
  return g_steal_pointer (&self);
}

HammerEventSheetSource *
hammer_event_sheet_source_ref (HammerEventSheetSource *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
hammer_event_sheet_source_unref (HammerEventSheetSource *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;
  g_clear_pointer (&self->document, json_node_unref);
  g_clear_pointer (&self->matches, json_node_unref);
  g_clear_pointer (&self->standings, json_node_unref);
  g_clear_pointer (&self->board_urls, json_node_unref);
  g_clear_pointer (&self->timetable, json_node_unref);
  g_clear_pointer (&self->check_in_url, g_free);
  g_free (self);
}

HammerSheetDocument *
hammer_event_sheet_source_lay_out (HammerEventSheetSource    *self,
                                   const HammerSheetOptions  *options,
                                   GError                   **error)
{
  HammerSheetOptions copy;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);

  copy = *options;
  copy.board_urls = self->board_urls;
  copy.timetable = self->timetable;
  copy.check_in_url = self->check_in_url;
  return hammer_sheet_document_new (self->document, self->matches, self->standings, &copy,
                                    error);
}

gboolean
hammer_event_sheet_source_write_file (HammerEventSheetSource    *self,
                                      const HammerSheetOptions  *options,
                                      const char                *path,
                                      GError                   **error)
{
  HammerSheetOptions copy;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (options != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  copy = *options;
  copy.board_urls = self->board_urls;
  copy.timetable = self->timetable;
  copy.check_in_url = self->check_in_url;
  return hammer_sheets_render_to_file (self->document, self->matches, self->standings, &copy,
                                       path, error);
}
