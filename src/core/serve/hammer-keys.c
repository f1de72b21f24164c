/* hammer-keys.c — the keys that open the hall server's pages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/random.h>

#include "hammer-error.h"
#include "hammer-i18n.h"
#include "serve/hammer-keys.h"

#define KEY_BYTES (HAMMER_KEY_LENGTH / 2)

char *
hammer_key_new (GError **error)
{
  guint8 bytes[KEY_BYTES];
  gsize done = 0;
  GString *key;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  while (done < sizeof bytes)
    {
      ssize_t n = getrandom (bytes + done, sizeof bytes - done, 0);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_FAILED,
                       _("Could not make a key for board entry: %s"), g_strerror (saved_errno));
          return NULL;
        }
      done += n;
    }
  key = g_string_sized_new (HAMMER_KEY_LENGTH);
  for (guint i = 0; i < sizeof bytes; i++)
    g_string_append_printf (key, "%02x", bytes[i]);
  return g_string_free (key, FALSE);
}

gboolean
hammer_key_equal (const char *stored,
                  const char *given)
{
  guint8 difference = 0;

  if (stored == NULL || given == NULL || strlen (stored) != HAMMER_KEY_LENGTH ||
      strlen (given) != HAMMER_KEY_LENGTH)
    return FALSE;
  for (gsize i = 0; i < HAMMER_KEY_LENGTH; i++)
    difference |= (guint8) stored[i] ^ (guint8) given[i];
  return difference == 0;
}
