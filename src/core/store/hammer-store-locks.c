/* hammer-store-locks.c — the database's locks, held whatever else the process opens
 *
 * SQLite's unix VFS locks its files with POSIX record locks (F_SETLK). Those
 * belong to the process, and the kernel drops all of them the moment the
 * process closes *any* descriptor of the file: GTK's file chooser reading the
 * file to learn its type, a thumbnailer, a drag and drop. The next program to
 * close the database then takes itself for its last user and deletes the
 * write-ahead log under a live connection.
 *
 * So SQLite's fcntl() is replaced (through the VFS's xSetSystemCall) by one
 * that takes the very same byte-range locks as open file description locks
 * (F_OFD_SETLK) on a descriptor of our own, one per file, that nothing else
 * knows of. OFD locks conflict with other programs' POSIX locks as before
 * (hammer-cli, an older Hammer, the sqlite3 shell), and only closing that
 * descriptor releases them. One descriptor per file, not one per connection,
 * keeps SQLite's own bookkeeping true: it counts the locks of all its
 * connections to a file in the process as one, as POSIX locks are one.
 * That descriptor is closed when SQLite has closed every descriptor of the
 * file that locked through it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hammer-store-locks-private.h"

#ifdef F_OFD_SETLK

/* One database file (or its -shm index) as this process locks it. */
typedef struct
{
  dev_t device;
  ino_t inode;
  int   holder;  /* the descriptor the locks are held on */
  guint users;   /* SQLite's descriptors that locked through it, and calls under way */
} LockedFile;

typedef int (*FcntlFunc) (int fd, int command, ...);
typedef int (*CloseFunc) (int fd);

static FcntlFunc real_fcntl;
static CloseFunc real_close;

G_LOCK_DEFINE_STATIC (locked_files);
static GHashTable *files_by_descriptor;  /* SQLite's descriptor → LockedFile */
static GPtrArray *locked_files;          /* every LockedFile */

static LockedFile *
find_file (dev_t device,
           ino_t inode)
{
  for (guint i = 0; i < locked_files->len; i++)
    {
      LockedFile *file = g_ptr_array_index (locked_files, i);

      if (file->device == device && file->inode == inode)
        return file;
    }
  return NULL;
}

/* A new open file description of the file behind @fd. Opened for writing
 * where it may be, since a write lock needs a descriptor that may write. */
static int
open_holder (int fd)
{
  char path[64];
  int holder;

  g_snprintf (path, sizeof path, "/proc/self/fd/%d", fd);
  holder = open (path, O_RDWR | O_CLOEXEC | O_NOCTTY);
  if (holder < 0 && (errno == EACCES || errno == EROFS || errno == EISDIR))
    holder = open (path, O_RDONLY | O_CLOEXEC | O_NOCTTY);
  return holder;
}

static void
release (LockedFile *file)
{
  if (--file->users > 0)
    return;
  real_close (file->holder);
  g_ptr_array_remove_fast (locked_files, file);
  g_free (file);
}

/* The file @fd is a descriptor of, counted as used once more; NULL when it
 * cannot have a holder (then the lock is taken as SQLite asked). Called with
 * the table locked. */
static LockedFile *
acquire (int fd)
{
  LockedFile *file = g_hash_table_lookup (files_by_descriptor, GINT_TO_POINTER (fd));
  struct stat st;

  if (fstat (fd, &st) != 0)
    return NULL;
  if (file != NULL && file->device == st.st_dev && file->inode == st.st_ino)
    {
      file->users++;
      return file;
    }
  /* A number SQLite's close() did not see go (closed by other code, and
   * reused): it no longer names that file. */
  if (file != NULL)
    {
      g_hash_table_remove (files_by_descriptor, GINT_TO_POINTER (fd));
      release (file);
    }
  file = find_file (st.st_dev, st.st_ino);
  if (file == NULL)
    {
      int holder = open_holder (fd);

      if (holder < 0)
        return NULL;
      file = g_new0 (LockedFile, 1);
      file->device = st.st_dev;
      file->inode = st.st_ino;
      file->holder = holder;
      g_ptr_array_add (locked_files, file);
    }
  /* One use for @fd until SQLite closes it, one for this call. */
  file->users += 2;
  g_hash_table_insert (files_by_descriptor, GINT_TO_POINTER (fd), file);
  return file;
}

static int
ofd_command (int command)
{
  switch (command)
    {
    case F_SETLK: return F_OFD_SETLK;
    case F_SETLKW: return F_OFD_SETLKW;
    case F_GETLK: return F_OFD_GETLK;
    default: return -1;
    }
}

static int
lock_through_holder (int           fd,
                     int           command,
                     struct flock *lock)
{
  struct flock ofd_lock = *lock;
  LockedFile *file;
  int saved_errno;
  int rc;

  G_LOCK (locked_files);
  file = acquire (fd);
  G_UNLOCK (locked_files);
  if (file == NULL)
    return real_fcntl (fd, command, lock);

  /* An OFD lock has no owning process: the kernel wants 0 here. */
  ofd_lock.l_pid = 0;
  rc = real_fcntl (file->holder, ofd_command (command), &ofd_lock);
  saved_errno = errno;
  if (rc == 0 && command == F_GETLK)
    *lock = ofd_lock;

  G_LOCK (locked_files);
  release (file);
  G_UNLOCK (locked_files);
  errno = saved_errno;
  return rc;
}

/* SQLite's fcntl(): its locks go to the file's holder, the rest as asked. */
static int
hammer_fcntl (int fd,
              int command,
              ...)
{
  va_list args;
  void *argument;

  va_start (args, command);
  switch (command)
    {
    case F_GETFD:
    case F_GETFL:
      va_end (args);
      return real_fcntl (fd, command);

    case F_SETFD:
    case F_SETFL:
      {
        int value = va_arg (args, int);

        va_end (args);
        return real_fcntl (fd, command, value);
      }

    default:
      argument = va_arg (args, void *);
      va_end (args);
      if (ofd_command (command) >= 0)
        return lock_through_holder (fd, command, argument);
      return real_fcntl (fd, command, argument);
    }
}

/* SQLite's close(): the last of a file's descriptors closes its holder. */
static int
hammer_close (int fd)
{
  LockedFile *file;

  G_LOCK (locked_files);
  file = g_hash_table_lookup (files_by_descriptor, GINT_TO_POINTER (fd));
  if (file != NULL)
    {
      g_hash_table_remove (files_by_descriptor, GINT_TO_POINTER (fd));
      release (file);
    }
  G_UNLOCK (locked_files);
  return real_close (fd);
}

/* Whether the kernel takes OFD locks (Linux 3.15 and later). */
static gboolean
kernel_has_ofd_locks (void)
{
  struct flock probe = { .l_type = F_RDLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 1 };
  int fd = open ("/proc/self/exe", O_RDONLY | O_CLOEXEC);
  gboolean works;

  if (fd < 0)
    return FALSE;
  works = fcntl (fd, F_OFD_GETLK, &probe) == 0;
  close (fd);
  return works;
}

static gpointer
install (gpointer data)
{
  sqlite3_vfs *vfs = sqlite3_vfs_find ("unix");

  if (vfs == NULL || vfs->iVersion < 3 || !kernel_has_ofd_locks ())
    {
      g_warning ("SQLite's locks cannot be made safe here; other code closing the "
                 "database file may release them");
      return GINT_TO_POINTER (FALSE);
    }
  real_fcntl = (FcntlFunc) vfs->xGetSystemCall (vfs, "fcntl");
  real_close = (CloseFunc) vfs->xGetSystemCall (vfs, "close");
  files_by_descriptor = g_hash_table_new (NULL, NULL);
  locked_files = g_ptr_array_new ();
  /* Every unix VFS (unix, unix-excl, …) shares this table of system calls. */
  if (vfs->xSetSystemCall (vfs, "fcntl", (sqlite3_syscall_ptr) hammer_fcntl) != SQLITE_OK ||
      vfs->xSetSystemCall (vfs, "close", (sqlite3_syscall_ptr) hammer_close) != SQLITE_OK)
    g_error ("SQLite refused Hammer's locks");
  return GINT_TO_POINTER (TRUE);
}

gboolean
_hammer_store_locks_install (void)
{
  static GOnce once = G_ONCE_INIT;

  return GPOINTER_TO_INT (g_once (&once, install, NULL));
}

#else /* !F_OFD_SETLK */

gboolean
_hammer_store_locks_install (void)
{
  return FALSE;
}

#endif
