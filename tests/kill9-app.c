/* kill9-app.c — the real app saving one thing, to be killed while it does
 *
 *   kill9-app DB score EVENT MATCH STOP   a best-of-three score sheet
 *   kill9-app DB night SEASON DATE STOP   a club night's totals
 *   kill9-app DB team FIXTURE STOP        a team match's games
 *
 * Opens the main window on DB under the display, opens the dialog a
 * secretary would, fills it in and presses its Save, as test-kill9 asks.
 * Every write, truncation and sync SQLite makes to the database's files
 * during the save is counted by a VFS layered over the system's. With STOP
 * 0 the save runs through; the app prints "ops N" (the count) and quits.
 * Otherwise, just before operation STOP, it prints "stop STOP" and waits
 * there to be killed; a save with fewer operations prints "ops N" and waits
 * after it. A save the dialog refused prints "refused: MESSAGE", exit 1.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hammer-club-night-entry.h"
#include "hammer-core.h"
#include "hammer-score-dialog.h"
#include "hammer-team-match-entry.h"
#include "league/hammer-seasons.h"
#include "ui-test-common.h"

/* The VFS that counts. */

typedef struct
{
  sqlite3_file  base;
  sqlite3_file *real;
} CountedFile;

static sqlite3_vfs *real_vfs;
static sqlite3_vfs counting_vfs;
static gboolean counting;
static guint n_ops;
static guint stop_at;

static void
say (const char *line)
{
  /* write(), not stdio: nothing waits in a buffer when the kill comes. */
  if (write (STDOUT_FILENO, line, strlen (line)) < 0)
    exit (2);
}

static void
count_op (void)
{
  if (!counting)
    return;
  if (++n_ops == stop_at)
    {
      g_autofree char *line = g_strdup_printf ("stop %u\n", n_ops);

      say (line);
      for (;;)
        pause ();
    }
}

#define REAL(file) (((CountedFile *) (file))->real)

static int
counted_close (sqlite3_file *file)
{
  return REAL (file)->pMethods->xClose (REAL (file));
}

static int
counted_read (sqlite3_file *file, void *buffer, int amount, sqlite3_int64 offset)
{
  return REAL (file)->pMethods->xRead (REAL (file), buffer, amount, offset);
}

static int
counted_write (sqlite3_file *file, const void *buffer, int amount, sqlite3_int64 offset)
{
  count_op ();
  return REAL (file)->pMethods->xWrite (REAL (file), buffer, amount, offset);
}

static int
counted_truncate (sqlite3_file *file, sqlite3_int64 size)
{
  count_op ();
  return REAL (file)->pMethods->xTruncate (REAL (file), size);
}

static int
counted_sync (sqlite3_file *file, int flags)
{
  count_op ();
  return REAL (file)->pMethods->xSync (REAL (file), flags);
}

static int
counted_file_size (sqlite3_file *file, sqlite3_int64 *size)
{
  return REAL (file)->pMethods->xFileSize (REAL (file), size);
}

static int
counted_lock (sqlite3_file *file, int level)
{
  return REAL (file)->pMethods->xLock (REAL (file), level);
}

static int
counted_unlock (sqlite3_file *file, int level)
{
  return REAL (file)->pMethods->xUnlock (REAL (file), level);
}

static int
counted_check_reserved_lock (sqlite3_file *file, int *out)
{
  return REAL (file)->pMethods->xCheckReservedLock (REAL (file), out);
}

static int
counted_file_control (sqlite3_file *file, int op, void *arg)
{
  return REAL (file)->pMethods->xFileControl (REAL (file), op, arg);
}

static int
counted_sector_size (sqlite3_file *file)
{
  return REAL (file)->pMethods->xSectorSize (REAL (file));
}

static int
counted_device_characteristics (sqlite3_file *file)
{
  return REAL (file)->pMethods->xDeviceCharacteristics (REAL (file));
}

static int
counted_shm_map (sqlite3_file *file, int page, int size, int extend, void volatile **out)
{
  return REAL (file)->pMethods->xShmMap (REAL (file), page, size, extend, out);
}

static int
counted_shm_lock (sqlite3_file *file, int offset, int n, int flags)
{
  return REAL (file)->pMethods->xShmLock (REAL (file), offset, n, flags);
}

static void
counted_shm_barrier (sqlite3_file *file)
{
  REAL (file)->pMethods->xShmBarrier (REAL (file));
}

static int
counted_shm_unmap (sqlite3_file *file, int delete_flag)
{
  return REAL (file)->pMethods->xShmUnmap (REAL (file), delete_flag);
}

static int
counted_fetch (sqlite3_file *file, sqlite3_int64 offset, int amount, void **out)
{
  return REAL (file)->pMethods->xFetch (REAL (file), offset, amount, out);
}

static int
counted_unfetch (sqlite3_file *file, sqlite3_int64 offset, void *page)
{
  return REAL (file)->pMethods->xUnfetch (REAL (file), offset, page);
}

static const sqlite3_io_methods counted_methods = {
  3,
  counted_close, counted_read, counted_write, counted_truncate, counted_sync,
  counted_file_size, counted_lock, counted_unlock, counted_check_reserved_lock,
  counted_file_control, counted_sector_size, counted_device_characteristics,
  counted_shm_map, counted_shm_lock, counted_shm_barrier, counted_shm_unmap,
  counted_fetch, counted_unfetch,
};

static int
counted_open (sqlite3_vfs *vfs, const char *name, sqlite3_file *file, int flags, int *out_flags)
{
  CountedFile *counted = (CountedFile *) file;
  int rc;

  counted->real = (sqlite3_file *) (counted + 1);
  rc = real_vfs->xOpen (real_vfs, name, counted->real, flags, out_flags);
  file->pMethods = counted->real->pMethods != NULL ? &counted_methods : NULL;
  return rc;
}

static int
counted_delete (sqlite3_vfs *vfs, const char *name, int sync_dir)
{
  count_op ();
  return real_vfs->xDelete (real_vfs, name, sync_dir);
}

static int
counted_access (sqlite3_vfs *vfs, const char *name, int flags, int *out)
{
  return real_vfs->xAccess (real_vfs, name, flags, out);
}

static int
counted_full_pathname (sqlite3_vfs *vfs, const char *name, int n, char *out)
{
  return real_vfs->xFullPathname (real_vfs, name, n, out);
}

static void
install_counting_vfs (void)
{
  real_vfs = sqlite3_vfs_find (NULL);
  /* Everything the system's VFS does, but opening and deleting files. */
  counting_vfs = *real_vfs;
  counting_vfs.zName = "kill9-counting";
  counting_vfs.szOsFile = (int) sizeof (CountedFile) + real_vfs->szOsFile;
  counting_vfs.pNext = NULL;
  counting_vfs.xOpen = counted_open;
  counting_vfs.xDelete = counted_delete;
  counting_vfs.xAccess = counted_access;
  counting_vfs.xFullPathname = counted_full_pathname;
  sqlite3_vfs_register (&counting_vfs, 1);
}

/* The saves. */

static GtkWindow *
open_dialog (GtkWidget *dialog)
{
  gtk_window_present (GTK_WINDOW (dialog));
  UI_WAIT_FOR (gtk_widget_get_mapped (dialog));
  ui_spin ();
  return GTK_WINDOW (dialog);
}

/* Whether the dialog of @type closed, or shows why it refused. */
static gboolean
save_answered (GtkWindow  *dialog,
               GType       type,
               const char *message_id)
{
  GtkWidget *label;

  if (!ui_any_toplevel (type))
    return TRUE;
  label = message_id != NULL ? ui_find_by_id (GTK_WIDGET (dialog), message_id) : NULL;
  return label != NULL && gtk_widget_get_mapped (label) &&
         *gtk_label_get_text (GTK_LABEL (label)) != '\0';
}

/* Presses Save as its button does, counting what SQLite writes meanwhile;
 * whether the dialog took it (and closed). */
static gboolean
press_save (GtkWindow  *dialog,
            const char *action,
            GType       type,
            const char *message_id)
{
  g_autofree char *line = NULL;
  GtkWidget *label = message_id != NULL ? ui_find_by_id (GTK_WIDGET (dialog), message_id) : NULL;

  n_ops = 0;
  counting = TRUE;
  gtk_widget_activate_action (GTK_WIDGET (dialog), action, NULL);
  /* The score dialog saves on the store's writer: SQLite writes for it
   * until the dialog closes, or says why it did not save. */
  while (ui_any_toplevel (type) &&
         !(label != NULL && gtk_widget_get_visible (label) &&
           *gtk_label_get_text (GTK_LABEL (label)) != '\0'))
    g_main_context_iteration (NULL, TRUE);
  counting = FALSE;
  UI_WAIT_FOR (save_answered (dialog, type, message_id));
  if (ui_any_toplevel (type))
    {
      line = g_strdup_printf ("refused: %s\n",
                              label != NULL ? gtk_label_get_text (GTK_LABEL (label)) : "?");
      say (line);
      return FALSE;
    }
  line = g_strdup_printf ("ops %u\n", n_ops);
  say (line);
  return TRUE;
}

/* Three games of table shuffleboard to 15, end by end: 8 and 7 for the
 * first side, 9 and 6 for the second, 12 and 3 for the first. */
static gboolean
save_score (HammerWindow *window,
            HammerStore  *store,
            gint64        event_id,
            gint64        match_id)
{
  GtkWindow *dialog = open_dialog (hammer_score_dialog_new (GTK_WINDOW (window), store,
                                                            event_id, match_id));

  ui_type_keys (dialog, "8\n\n7\n\n" "\t9\n\t6\n" "12\n\n3\n\n");
  return press_save (dialog, "score.save", HAMMER_TYPE_SCORE_DIALOG, "error_label");
}

/* Every member's ten totals, each of which moves on to the next cell by
 * itself: member m's game g is 100 + (m + g + day) mod 10. */
static gboolean
save_night (HammerWindow *window,
            HammerStore  *store,
            gint64        season_id,
            const char   *date)
{
  GtkWindow *dialog = open_dialog (hammer_club_night_entry_new (GTK_WINDOW (window), store,
                                                                season_id, 0));
  g_autoptr(JsonNode) members = hammer_seasons_members_json (store, season_id, NULL);
  guint n_members = json_array_get_length (json_object_get_array_member (
    json_node_get_object (members), "members"));
  guint day = (guint) g_ascii_strtoull (date + 8, NULL, 10);
  GString *keys = g_string_new (NULL);

  gtk_editable_set_text (GTK_EDITABLE (ui_find_required (GTK_WIDGET (dialog), "date_entry")),
                         date);
  ui_spin ();
  for (guint m = 0; m < n_members; m++)
    for (guint g = 0; g < 10; g++)
      g_string_append_printf (keys, "%u", 100 + (m + g + day) % 10);
  /* Digits go to the screen's own key handler, as the keyboard's do. */
  for (const char *c = keys->str; *c != '\0'; c++)
    {
      if (!ui_emit_key (GTK_WIDGET (dialog), GDK_KEY_0 + (guint) (*c - '0'), GTK_PHASE_NONE))
        g_error ("The club night screen did not take a digit");
    }
  g_string_free (keys, TRUE);
  return press_save (dialog, "entry.save", HAMMER_TYPE_CLUB_NIGHT_ENTRY, "message_label");
}

/* Every game of the team match won 2–0 by the home side (the league
 * plays every game to 15, best of three). */
static gboolean
save_team (HammerWindow *window,
           HammerStore  *store,
           gint64        fixture_id)
{
  GtkWindow *dialog = open_dialog (hammer_team_match_entry_new (GTK_WINDOW (window), store,
                                                                fixture_id));
  GtkWidget *grid = ui_find_required (GTK_WIDGET (dialog), "grid");

  for (GtkWidget *child = gtk_widget_get_first_child (grid); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_ENTRY (child))
      gtk_editable_set_text (GTK_EDITABLE (child),
                             "4-0 4-0 4-0 3-0 / 4-0 4-0 4-0 3-0");
  ui_spin ();
  return press_save (dialog, "team.save", HAMMER_TYPE_TEAM_MATCH_ENTRY, "message_label");
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  HammerWindow *window;
  gboolean saved;

  if (argc < 5)
    {
      g_printerr ("usage: kill9-app DB score|night|team ID [MATCH|DATE] STOP\n");
      return 2;
    }
  stop_at = (guint) g_ascii_strtoull (argv[argc - 1], NULL, 10);
  install_counting_vfs ();
  /* Software OpenGL under Xvfb draws each frame slowly; Cairo does not. */
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  /* Nor does it need the accessibility bus, which each start would wait for. */
  g_setenv ("GTK_A11Y", "none", FALSE);
  gtk_init ();
  adw_init ();

  if (!(store = hammer_store_open (argv[1], &error)))
    {
      g_printerr ("kill9-app: %s\n", error->message);
      return 2;
    }
  window = ui_open_window (store, 1000, 700);

  if (g_str_equal (argv[2], "score") && argc == 6)
    saved = save_score (window, store, g_ascii_strtoll (argv[3], NULL, 10),
                        g_ascii_strtoll (argv[4], NULL, 10));
  else if (g_str_equal (argv[2], "night") && argc == 6)
    saved = save_night (window, store, g_ascii_strtoll (argv[3], NULL, 10), argv[4]);
  else if (g_str_equal (argv[2], "team") && argc == 5)
    saved = save_team (window, store, g_ascii_strtoll (argv[3], NULL, 10));
  else
    {
      g_printerr ("kill9-app: unknown save “%s”\n", argv[2]);
      return 2;
    }
  if (!saved)
    return 1;
  /* The save went through before operation STOP: killed after it. */
  if (stop_at > 0)
    for (;;)
      pause ();
  ui_close_all ();
  return 0;
}
