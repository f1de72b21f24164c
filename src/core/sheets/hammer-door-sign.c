/* hammer-door-sign.c — the sign on the hall's door, with the check-in
 * page's QR code
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-entry-requests.h"
#include "hammer-error.h"
#include "hammer-i18n.h"
#include "sheets/hammer-door-sign.h"
#include "sheets/hammer-sheet-grid.h"
#include "sheets/hammer-sheets.h"
#include "store/hammer-store-tx.h"

void
hammer_door_sign_free (HammerDoorSign *sign)
{
  if (sign == NULL)
    return;
  g_free (sign->title);
  g_free (sign->subtitle);
  g_free (sign->url);
  g_free (sign);
}

/* The name, date and venue of what is served into @sign. */
static gboolean
read_names (HammerStore     *store,
            gint64           event_id,
            gint64           day_id,
            HammerDoorSign  *sign,
            GError         **error)
{
  sqlite3 *db = hammer_store_get_db (store);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *when = NULL;
  const char *venue;

  if (!(stmt = hammer_store_prepare (db, day_id != 0
                                         ? "SELECT name, date, venue FROM days WHERE id = ?1"
                                         : "SELECT name, date, venue FROM events WHERE id = ?1",
                                     error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, day_id != 0 ? day_id : event_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    return hammer_entry_requests_check_scope (store, event_id, day_id, error) &&
           hammer_error_set_invalid (error, _("Could not read the database"));
  sign->title = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  when = hammer_i18n_format_date ((const char *) sqlite3_column_text (stmt, 1));
  venue = (const char *) sqlite3_column_text (stmt, 2);
  if (when != NULL && venue != NULL && *venue != '\0')
    sign->subtitle = g_strdup_printf ("%s · %s", when, venue);
  else if (venue != NULL && *venue != '\0')
    sign->subtitle = g_strdup (venue);
  else
    sign->subtitle = g_steal_pointer (&when);
  return TRUE;
}

HammerDoorSign *
hammer_door_sign_read (HammerStore  *store,
                       gint64        event_id,
                       gint64        day_id,
                       GError      **error)
{
  g_autoptr(HammerDoorSign) sign = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail ((event_id > 0) != (day_id > 0), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  sign = g_new0 (HammerDoorSign, 1);
  if (!read_names (store, event_id, day_id, sign, error))
    return NULL;
  if (!(sign->url = hammer_sheets_check_in_url (store, event_id, day_id, FALSE, &local_error)))
    {
      if (local_error != NULL)
        g_propagate_error (error, g_steal_pointer (&local_error));
      else
        hammer_error_set_invalid (error,
                                  _("Phones cannot reach check-in yet: serve the hall on the "
                                    "local network first (in the app, or “hammer-cli serve "
                                    "--bind ADDRESS”), then print the door sign"));
      return NULL;
    }
  return g_steal_pointer (&sign);
}

HammerLayout *
hammer_door_sign_lay_out (const HammerDoorSign  *sign,
                          HammerPaper            paper,
                          GError               **error)
{
  g_autoptr(HammerLayout) layout = NULL;
  g_autoptr(HammerQr) qr = NULL;
  double width, height, size = 60, y = 12, code;

  g_return_val_if_fail (sign != NULL && sign->url != NULL, NULL);

  if (!(qr = hammer_qr_new (sign->url, error)))
    return NULL;
  layout = hammer_layout_new (paper, FALSE, sign->title, sign->subtitle);
  width = hammer_layout_get_width (layout);
  height = hammer_layout_get_height (layout);
  hammer_layout_add_page (layout);
  /* TRANSLATORS: the large words on the door sign, over the QR code. */
  hammer_layout_text (layout, 0, y, width, size * 1.4, _("Check in here"), size,
                      HAMMER_TEXT_BOLD, HAMMER_ALIGN_CENTER);
  y += size * 1.4 + 4;
  /* The name as large as it fits across the page, on up to two lines. */
  size = 32;
  while (size > 16 && hammer_layout_text_width (layout, sign->title, size, HAMMER_TEXT_BOLD) >
                      width * 2)
    size -= 2;
  hammer_layout_text (layout, 0, y, width, size * 2.6, sign->title, size,
                      HAMMER_TEXT_BOLD | HAMMER_TEXT_WRAP, HAMMER_ALIGN_CENTER);
  y += size * 2.6 + 8;
  hammer_layout_text (layout, 0, y, width, 60,
                      _("Scan the code with your phone’s camera, find your name and tap “I’m "
                        "here”. Not on the list? Ask for an entry on the same page."), 15,
                      HAMMER_TEXT_WRAP, HAMMER_ALIGN_CENTER);
  y += 68;
  /* As large as the page leaves room for, with the address under it for
   * a phone that reads no codes. */
  code = MIN (width * 0.75, height - y - 48);
  hammer_layout_qr (layout, qr, (width - code) / 2, y, code);
  hammer_layout_text (layout, 0, y + code + 6, width, 40, sign->url, 12,
                      HAMMER_TEXT_WRAP, HAMMER_ALIGN_CENTER);
  hammer_layout_finish (layout);
  return g_steal_pointer (&layout);
}

gboolean
hammer_door_sign_write_file (HammerStore  *store,
                             gint64        event_id,
                             gint64        day_id,
                             HammerPaper   paper,
                             const char   *path,
                             GError      **error)
{
  g_autoptr(HammerDoorSign) sign = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!(sign = hammer_door_sign_read (store, event_id, day_id, error)))
    return FALSE;
  return hammer_sheet_write_layout_to_file (hammer_door_sign_lay_out (sign, paper, error), path,
                                            error);
}

gboolean
hammer_door_sign_write_svg (HammerStore  *store,
                            gint64        event_id,
                            gint64        day_id,
                            const char   *path,
                            GError      **error)
{
  g_autoptr(HammerDoorSign) sign = NULL;
  g_autoptr(HammerQr) qr = NULL;
  g_autofree char *svg = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!(sign = hammer_door_sign_read (store, event_id, day_id, error)) ||
      !(qr = hammer_qr_new (sign->url, error)))
    return FALSE;
  svg = hammer_qr_to_svg (qr, NULL);
  /* Written beside the file and renamed: whole or not at all. */
  if (!g_file_set_contents (path, svg, -1, error))
    {
      g_prefix_error (error, _("Could not write “%s”: "), path);
      return FALSE;
    }
  return TRUE;
}

typedef struct
{
  gint64          event_id;
  gint64          day_id;
  HammerDoorSign *sign;
} SignRead;

static void
sign_read_free (SignRead *read)
{
  g_clear_pointer (&read->sign, hammer_door_sign_free);
  g_free (read);
}

static gboolean
read_on_writer (HammerStore  *writer,
                gpointer      data,
                GError      **error)
{
  SignRead *read = data;

  read->sign = hammer_door_sign_read (writer, read->event_id, read->day_id, error);
  return read->sign != NULL;
}

void
hammer_door_sign_read_async (HammerStore         *store,
                             gint64               event_id,
                             gint64               day_id,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  SignRead *read;

  g_return_if_fail (HAMMER_IS_STORE (store));
  g_return_if_fail ((event_id > 0) != (day_id > 0));

  read = g_new0 (SignRead, 1);
  read->event_id = event_id;
  read->day_id = day_id;
  hammer_store_write_async (store, read_on_writer, NULL, read, (GDestroyNotify) sign_read_free,
                            hammer_door_sign_read_async, cancellable, callback, user_data);
}

HammerDoorSign *
hammer_door_sign_read_finish (HammerStore   *store,
                              GAsyncResult  *result,
                              GError       **error)
{
  SignRead *read;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  if (!hammer_store_write_finish (store, result, hammer_door_sign_read_async, error))
    return NULL;
  read = hammer_store_write_get_data (result);
  return g_steal_pointer (&read->sign);
}
