/* hammer-file.h — files written whole or not at all
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Replaces the file at @path with @length bytes of @data: they go to a
 * temporary file in the same folder, flushed to the disk, which is then
 * renamed over @path. When anything fails (a full disk, a file too large,
 * no permission) the temporary file is removed, the file that was at @path
 * stays as it was, and the error names @path, says why and says that the
 * old file is unchanged (or that nothing was written, when there was
 * none). A file some program holds locks on (a database in use: Hammer's
 * own, or its -wal, -shm or -journal) is refused and left as it is. */
gboolean hammer_file_replace (const char  *path,
                              const void  *data,
                              gsize        length,
                              GError     **error);

G_END_DECLS
