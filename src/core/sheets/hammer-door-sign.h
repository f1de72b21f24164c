/* hammer-door-sign.h — the sign on the hall's door: the event's or the
 * day's name, "Check in here", and the QR code of the check-in page that
 * players' phones open
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sheets/hammer-layout.h"
#include "store/hammer-store.h"

G_BEGIN_DECLS

/* What a door sign shows, read once from the store, so that it is laid
 * out on any thread. */
typedef struct
{
  char *title;      /* the event's or the day's name */
  char *subtitle;   /* its date and venue, or NULL */
  char *url;        /* the check-in page, where phones reach it */
} HammerDoorSign;

/* The door sign of event @event_id (@day_id 0) or day @day_id (@event_id
 * 0). HAMMER_ERROR_INVALID, saying what to do, while the hall was never
 * served where phones reach it (hammer_sheets_check_in_url()); makes
 * check-in's key the first time, as the sign keeps working from then on. */
HammerDoorSign *hammer_door_sign_read         (HammerStore           *store,
                                               gint64                 event_id,
                                               gint64                 day_id,
                                               GError               **error);
void            hammer_door_sign_free         (HammerDoorSign        *sign);
/* The sign on one page of @paper. */
HammerLayout   *hammer_door_sign_lay_out      (const HammerDoorSign  *sign,
                                               HammerPaper            paper,
                                               GError               **error);
/* The sign of @event_id or @day_id as PDF at @path, whole or not at all. */
gboolean        hammer_door_sign_write_file   (HammerStore           *store,
                                               gint64                 event_id,
                                               gint64                 day_id,
                                               HammerPaper            paper,
                                               const char            *path,
                                               GError               **error);

/* The sign's QR code alone as SVG at @path (for a web page or a poster of
 * one's own), refused as hammer_door_sign_read() refuses. */
gboolean        hammer_door_sign_write_svg    (HammerStore           *store,
                                               gint64                 event_id,
                                               gint64                 day_id,
                                               const char            *path,
                                               GError               **error);

/* For the app: hammer_door_sign_read() on the store's writer (it may make
 * check-in's key). */
void            hammer_door_sign_read_async   (HammerStore           *store,
                                               gint64                 event_id,
                                               gint64                 day_id,
                                               GCancellable          *cancellable,
                                               GAsyncReadyCallback    callback,
                                               gpointer               user_data);
HammerDoorSign *hammer_door_sign_read_finish  (HammerStore           *store,
                                               GAsyncResult          *result,
                                               GError               **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerDoorSign, hammer_door_sign_free)

G_END_DECLS
