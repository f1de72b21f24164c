/* hammer-roster-private.h — what the parts of the roster share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(HAMMER_STORE_COMPILATION)
# error "Only the store's own files may include hammer-roster-private.h"
#endif

#include "hammer-store-private.h"

G_BEGIN_DECLS

#define HAMMER_ROSTER_MAX_NAME_LENGTH 200
#define HAMMER_ROSTER_MAX_AVERAGE 1000.0

/* The fields of a player as they will be stored, cleaned up. */
typedef struct
{
  char *name;
  char *club;
  char *licence;
  char *email;
  char *phone;
  gboolean has_average;
  double average;
  gboolean active;
  gboolean pro;
} HammerPlayerFields;

void      hammer_player_fields_clear  (HammerPlayerFields  *fields);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (HammerPlayerFields, hammer_player_fields_clear)
/* Refuses a player without a name, text that is not text, a malformed
 * email address and an average out of range. */
gboolean  hammer_player_fields_check  (HammerPlayerFields  *fields,
                                       GError             **error);

/* Refuses @text (the @field of a form, for the message) when it is not
 * valid UTF-8, too long, or holds a control character. */
gboolean  hammer_roster_check_text     (const char          *text,
                                        const char          *field,
                                        GError             **error);

/* Makes a roster object of the current row of @stmt. */
typedef gpointer (*HammerRosterRowFunc) (sqlite3_stmt *stmt);

/* What every read of whole players selects, for hammer_roster_player_from_row(). */
#define HAMMER_ROSTER_PLAYER_QUERY \
  "SELECT p.id, p.name, p.club_id, c.name, p.licence, p.email, p.phone, p.average, p.active," \
  " p.pro" \
  " FROM players p LEFT JOIN clubs c ON c.id = p.club_id"
gpointer   hammer_roster_player_from_row (sqlite3_stmt *stmt);

/* The objects of every row @sql reads; @what heads the message of an error. */
GPtrArray *hammer_roster_list_rows    (HammerStore          *self,
                                       const char           *sql,
                                       HammerRosterRowFunc   from_row,
                                       const char           *what,
                                       GError              **error);
/* The object of row @id of @table, which @sql (with the id as ?) reads. */
gpointer   hammer_roster_get_row      (HammerStore          *self,
                                       const char           *sql,
                                       const char           *table,
                                       gint64                id,
                                       HammerRosterRowFunc   from_row,
                                       const char           *what,
                                       GError              **error);

/* Deletes one row of the roster inside @tx, with what hangs on it. */
typedef gboolean (*HammerRosterDeleteFunc) (HammerStoreTx  *tx,
                                            gint64          id,
                                            GError        **error);
/* Deletes @ids in one change called @description; refuses none with
 * @none_chosen. Returns the change id, or 0 on error. */
gint64     hammer_roster_delete_rows  (HammerStore             *self,
                                       const gint64            *ids,
                                       guint                    n_ids,
                                       const char              *none_chosen,
                                       const char              *description,
                                       HammerRosterDeleteFunc   delete_one,
                                       GError                 **error);

/* The id of the club called @name (case-insensitively) other than
 * @except_id, 0 when there is none, -1 on error. */
gint64    hammer_roster_find_club     (sqlite3             *db,
                                       const char          *name,
                                       gint64               except_id,
                                       GError             **error);
/* Adds a checked club inside @tx; returns its id, or 0 on error. */
gint64    hammer_roster_insert_club   (HammerStoreTx       *tx,
                                       const char          *name,
                                       const char          *city,
                                       GError             **error);
/* Finds the club called @name or adds it, saying in @created which; 0 on
 * error. */
gint64    hammer_roster_ensure_club   (HammerStoreTx       *tx,
                                       const char          *name,
                                       gboolean            *created,
                                       GError             **error);

/* Says who already holds the licence or the name in club @club_id (0 for
 * none, -1 for a club not yet created) of @fields; %NULL when nobody does
 * (or on error, which is then set). */
char     *hammer_roster_find_duplicate_player (sqlite3             *db,
                                               HammerPlayerFields  *fields,
                                               gint64               club_id,
                                               gint64               except_id,
                                               GError             **error);
/* Inserts a checked player inside @tx; returns the new id or 0. With
 * @duplicate set, a duplicate is reported there instead of as an error. */
gint64    hammer_roster_insert_player (HammerStoreTx       *tx,
                                       HammerPlayerFields  *fields,
                                       gint64               club_id,
                                       char               **duplicate,
                                       GError             **error);
/* Undo must not bring back what adding refuses: a second player of the
 * same name in the same club. Checks player @id, just restored. */
gboolean  hammer_roster_check_restored_player (sqlite3   *db,
                                               gint64     id,
                                               GError   **error);

G_END_DECLS
