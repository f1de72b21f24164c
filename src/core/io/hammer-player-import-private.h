/* hammer-player-import-private.h — what the headers and cells of a players
 * file mean (hammer-player-import-values.c), for the reading of the file as
 * a whole (hammer-player-import.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(HAMMER_IO_COMPILATION)
# error "Only io's own files may include hammer-player-import-private.h"
#endif

#include "io/hammer-player-import.h"

G_BEGIN_DECLS

/* The column a header names, ignoring case, accents, spaces and
 * punctuation; HAMMER_IMPORT_COLUMN_IGNORED for one nobody recognises. */
HammerImportColumn  hammer_player_import_recognise_header (const char          *header);
/* Whether @text is empty or only white space. */
gboolean            hammer_player_import_is_blank         (const char          *text);
/* @raw trimmed, its white space collapsed and invisible characters dropped;
 * @has_control says whether it held other control characters. */
char               *hammer_player_import_clean_value      (const char          *raw,
                                                           gboolean            *has_control);
/* The name composed of the given name, infix and family name of @values,
 * which holds a value (or %NULL) for each HammerImportColumn. */
char               *hammer_player_import_join_names       (char               **values);
/* Checks @value of column @header, which the file uses as @role, and notes
 * what is wrong in @row or sets what it says (average, active). In a
 * column of x marks (@ticks) an empty cell means "no". */
void                hammer_player_import_check_value      (HammerImportRow     *row,
                                                           HammerImportColumn   role,
                                                           const char          *header,
                                                           const char          *value,
                                                           gboolean             ticks);

G_END_DECLS
