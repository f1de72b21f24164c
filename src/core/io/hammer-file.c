/* hammer-file.c — files written whole or not at all
 *
 * Every file Hammer exports (PDF, CSV, HTML, JSON) is written here, so that
 * a full disk or a killed program never leaves half a file where the old
 * one was, nor a temporary file beside it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include <errno.h>
#include <fcntl.h>
#include "hammer-i18n.h"
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "hammer-error.h"
#include "io/hammer-file.h"

static gboolean
write_all (int         fd,
           const char *data,
           gsize       length,
           int        *saved_errno)
{
  while (length > 0)
    {
      gssize written = write (fd, data, length);

      if (written < 0)
        {
          if (errno == EINTR)
            continue;
          *saved_errno = errno;
          return FALSE;
        }
      data += written;
      length -= (gsize) written;
    }
  /* The data is on the disk before the rename makes it the file: after a
   * power cut there is the old file or the new one, never an empty one. */
  if (fsync (fd) != 0)
    {
      *saved_errno = errno;
      return FALSE;
    }
  return TRUE;
}

static void
set_write_error (const char  *path,
                 int          saved_errno,
                 GError     **error)
{
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    /* TRANSLATORS: %s are a file and why it could not be written. */
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_IO,
                 _("Could not write “%s”: %s. The file that was there is unchanged."), path,
                 g_strerror (saved_errno));
  else
    /* TRANSLATORS: %s are a file and why it could not be written. */
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_IO,
                 _("Could not write “%s”: %s. Nothing was written."), path,
                 g_strerror (saved_errno));
}

/* Whether some program (this one too) holds a lock on the file at @path:
 * a database in use. An open file description of our own asks, so that the
 * locks of this process count as well. */
static gboolean
is_locked (const char *path)
{
  struct flock probe = { .l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 0 };
  int fd = open (path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
  gboolean locked = FALSE;

  if (fd < 0)
    return FALSE;
#ifdef F_OFD_GETLK
  if (fcntl (fd, F_OFD_GETLK, &probe) == 0)
    locked = probe.l_type != F_UNLCK;
#else
  if (fcntl (fd, F_GETLK, &probe) == 0)
    locked = probe.l_type != F_UNLCK;
#endif
  /* Opened without a lock of its own: closing it takes none away either. */
  close (fd);
  return locked;
}

/* Whether @path is a database in use or one of the files beside it: an
 * export written over it would take the day's results away. */
static gboolean
is_database_in_use (const char *path)
{
  static const char * const companions[] = { "-wal", "-shm", "-journal" };

  if (is_locked (path))
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (companions); i++)
    if (g_str_has_suffix (path, companions[i]))
      {
        g_autofree char *database = g_strndup (path, strlen (path) - strlen (companions[i]));

        return is_locked (database);
      }
  return FALSE;
}

gboolean
hammer_file_replace (const char  *path,
                     const void  *data,
                     gsize        length,
                     GError     **error)
{
  g_autofree char *folder = NULL;
  g_autofree char *name = NULL;
  g_autofree char *temp = NULL;
  int saved_errno = 0;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (is_database_in_use (path))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_IO,
                   _("Could not write “%s”: it is a database in use. Choose another file; "
                     "nothing was written."), path);
      return FALSE;
    }

  folder = g_path_get_dirname (path);
  name = g_path_get_basename (path);
  /* Beside the file, so that the rename stays on one file system; hidden,
   * so that a file manager does not show it while it is being written. */
  temp = g_strdup_printf ("%s%c.%s.XXXXXX", folder, G_DIR_SEPARATOR, name);
  fd = g_mkstemp_full (temp, O_RDWR | O_CLOEXEC, 0666);
  if (fd < 0)
    {
      set_write_error (path, errno, error);
      return FALSE;
    }
  if (!write_all (fd, data, length, &saved_errno))
    {
      close (fd);
      g_unlink (temp);
      set_write_error (path, saved_errno, error);
      return FALSE;
    }
  if (close (fd) != 0 || g_rename (temp, path) != 0)
    {
      saved_errno = errno;
      g_unlink (temp);
      set_write_error (path, saved_errno, error);
      return FALSE;
    }
  return TRUE;
}
