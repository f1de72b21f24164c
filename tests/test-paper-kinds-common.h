/* test-paper-kinds-common.h — what the tests of the documents a secretary
 * made by hand share (test-paper-kinds.c, test-paper-plan.c,
 * test-season-paper-kinds.c). With HAMMER_SHEETS_KEEP=DIR the PDFs are kept
 * there to be looked at.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sheets/hammer-sheets.h"
#include "test-common.h"

#define GAME_WON "{\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [4, 0]}, " \
                 "{\"points\": [3, 0]}]}"
#define GAME_LOST "{\"ends\": [{\"points\": [0, 4]}, {\"points\": [0, 4]}, " \
                  "{\"points\": [0, 4]}, {\"points\": [0, 3]}]}"
/* Side 0 wins, side 1 wins. */
#define FIRST_WINS "{\"games\": [" GAME_WON ", " GAME_WON "]}"
#define SECOND_WINS "{\"games\": [" GAME_LOST ", " GAME_LOST "]}"

/* English, Dutch and German. */
extern const char *const paper_kinds_languages[3];

/* A copy of the PDF at @path as @name in $HAMMER_SHEETS_KEEP, if set. */
void     paper_kinds_keep        (const char       *path,
                                  const char       *name);
void     paper_kinds_add_player  (HammerStore      *store,
                                  const char       *name,
                                  const char       *club,
                                  const char       *licence);
/* Lays out @kind of @event_id in @language ("en", "nl", "de") as the print
 * dialog does, into @name in @dir; NULL and @error set when refused. */
char    *paper_kinds_render      (HammerStore      *store,
                                  gint64            event_id,
                                  HammerSheetKind   kind,
                                  guint             round,
                                  const char       *language,
                                  const char       *dir,
                                  const char       *name,
                                  GError          **error);
/* The PDF at @path has no cut word and nothing under 7 points. */
void     paper_kinds_assert_whole (const char      *path);
/* Where @needle first stands in @text, failing when it does not. */
gsize    paper_kinds_position    (const char       *text,
                                  const char       *needle);
/* The row of @text (pdf_table_text()) that holds @name, normalised. */
char    *paper_kinds_row_of      (const char       *text,
                                  const char       *name);
/* The id of a match of @event ready to play, or 0; the side entered first
 * in @first. */
gint64   paper_kinds_next_ready  (HammerStore      *store,
                                  gint64            event,
                                  guint            *first);
/* Plays every match of @event: the entrant entered first wins. */
void     paper_kinds_play_out    (HammerStore      *store,
                                  gint64            event);
