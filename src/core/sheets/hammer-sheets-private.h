/* hammer-sheets-private.h — an event's document as its printed sheets read
 * it, shared by the parts that draw each kind
 *
 * hammer-sheets.c reads the event and its match list into a HammerSheetsDoc
 * and hands it to the part that draws the kind asked for:
 * hammer-score-sheets.c (score sheets and sjoelbak cards),
 * hammer-standings-sheets.c (standings and the ranking by class),
 * hammer-results-sheets.c (results and the board schedule) and
 * hammer-bracket-sheets.c (brackets); the desk's documents each in a file
 * of its own: hammer-sign-in-sheets.c, hammer-pairings-sheets.c,
 * hammer-classification-sheets.c, hammer-certificates-sheets.c,
 * hammer-board-signs-sheets.c and hammer-timetable-sheets.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(HAMMER_SHEETS_COMPILATION)
# error "Only the sheets' own files may include hammer-sheets-private.h"
#endif

#include "rules/hammer-rules.h"
#include "sheets/hammer-sheet-grid.h"
#include "sheets/hammer-sheets.h"

G_BEGIN_DECLS

typedef struct
{
  JsonObject *listed;    /* from the match list */
  JsonObject *stored;    /* from the event document, or NULL */
  JsonObject *scored;    /* the result as `hammer-cli score` prints it, or NULL */
  JsonNode   *scored_node;
  gint64      number;    /* within the event, from 1: what people read */
  int         round;
  int         position;
  int         board;
  const char *bracket;
  const char *round_name; /* “Losers’ round 2”, as the match list names it */
  gboolean    bye;
  int         index;     /* in the event document's matches, or -1 */
} HammerSheetsMatch;

typedef struct
{
  HammerLayout             *layout;
  const HammerSheetOptions *options;
  JsonObject               *event;
  JsonArray                *boards;
  JsonArray                *players;     /* the document's, with clubs and licences */
  JsonArray                *entrants;    /* the document's, in the order entered */
  const char               *rules;
  const HammerRules        *game;        /* the rule set called @rules, or NULL */
  const HammerRules        *rule_set;    /* NULL when the rules refuse the event's */
  HammerOptions             rule_options;
  JsonNode                 *defaults;    /* every option, defaults filled in */
  GArray                   *matches;     /* of HammerSheetsMatch */
  gboolean                  half_free;   /* the current page has room for a half sheet */
} HammerSheetsDoc;

/* The name of side @side, NULL while it is not known. */
const char *hammer_sheets_side_name        (const HammerSheetsMatch  *match,
                                            guint                     side);
guint       hammer_sheets_n_sides          (const HammerSheetsMatch  *match);
/* A side still to be decided, by where it comes from: the winner (or with
 * @winner FALSE the loser) of match @number, “W of M12”; the one wording of
 * the brackets and the timetable. */
char       *hammer_sheets_feeder_text      (gboolean                  winner,
                                            gint64                    number);
/* The board's name as the event has it, else “Board 3”. */
char       *hammer_sheets_board_name       (HammerSheetsDoc          *doc,
                                            int                       number);
/* A match's number; a bye has none. */
char       *hammer_sheets_number_text      (const HammerSheetsMatch  *match);
/* The options @match plays by: the event's (@doc's rule_set must be set),
 * with the games of a knockout match as the match list gives them and the
 * handicaps of its sides. */
void        hammer_sheets_match_options    (HammerSheetsDoc          *doc,
                                            const HammerSheetsMatch  *match,
                                            HammerOptions            *options);
/* A time of the timetable's plan (ISO 8601) as the clock on the wall shows
 * it, “14:05”; "" for none. The one wording of the timetable and the board
 * schedule. */
char       *hammer_sheets_clock_text       (const char               *iso);

/* A table that runs over as many pages as it needs, from a page of its own,
 * its title on the first and its header repeated on each. */
void        hammer_sheets_draw_paged_table (HammerSheetsDoc          *doc,
                                            const char               *title,
                                            const char               *note,
                                            const HammerSheetColumn  *columns,
                                            guint                     n_columns,
                                            GPtrArray                *rows);
/* The same with rows @row_h high: room to write in, on a form. */
void        hammer_sheets_draw_paged_rows  (HammerSheetsDoc          *doc,
                                            const char               *title,
                                            const char               *note,
                                            const HammerSheetColumn  *columns,
                                            guint                     n_columns,
                                            GPtrArray                *rows,
                                            double                    row_h);

/* The same on any document's @layout: a day's too. */
void        hammer_sheet_draw_paged_rows   (HammerLayout             *layout,
                                            const char               *title,
                                            const char               *note,
                                            const HammerSheetColumn  *columns,
                                            guint                     n_columns,
                                            GPtrArray                *rows,
                                            double                    row_h);
/* The same with @code (or NULL) and its @caption beside the first page's
 * title: a QR code to scan before the table. */
void        hammer_sheet_draw_paged_rows_with_code (HammerLayout             *layout,
                                                    const char               *title,
                                                    const char               *note,
                                                    const HammerQr           *code,
                                                    const char               *caption,
                                                    const HammerSheetColumn  *columns,
                                                    guint                     n_columns,
                                                    GPtrArray                *rows,
                                                    double                    row_h);
/* A sign-in list on @layout: @rows in rows high enough to sign in, the
 * paper turned when the columns and the signatures need it, and with
 * @check_in_url (or NULL) the code of the check-in page for phones beside
 * its title (hammer-sign-in-sheets.c; an event's and a day's). Fails only
 * where @check_in_url makes no code. */
gboolean    hammer_sheets_draw_sign_in_list (HammerLayout            *layout,
                                             const char              *title,
                                             const char              *note,
                                             const char              *check_in_url,
                                             const HammerSheetColumn *columns,
                                             guint                    n_columns,
                                             GPtrArray               *rows,
                                             GError                 **error);

/* The kinds; each fails with HAMMER_ERROR_INVALID when there is nothing to
 * print, saying why. */
gboolean    hammer_sheets_render_score_sheets      (HammerSheetsDoc *doc,
                                                    GError         **error);
gboolean    hammer_sheets_render_standings         (HammerSheetsDoc *doc,
                                                    JsonNode        *standings,
                                                    GError         **error);
gboolean    hammer_sheets_render_ranking_by_class  (HammerSheetsDoc *doc,
                                                    JsonNode        *standings,
                                                    GError         **error);
gboolean    hammer_sheets_render_results           (HammerSheetsDoc *doc,
                                                    GError         **error);
gboolean    hammer_sheets_render_schedule          (HammerSheetsDoc *doc,
                                                    GError         **error);
/* A knock-out's bracket; a round robin's cross-table, and each group's
 * before the knockout after them (hammer-cross-table-sheets.c). */
gboolean    hammer_sheets_render_bracket           (HammerSheetsDoc *doc,
                                                    JsonNode        *standings,
                                                    GError         **error);
gboolean    hammer_sheets_render_sign_in           (HammerSheetsDoc *doc,
                                                    GError         **error);
gboolean    hammer_sheets_render_pairings          (HammerSheetsDoc *doc,
                                                    GError         **error);
gboolean    hammer_sheets_render_classification    (HammerSheetsDoc *doc,
                                                    JsonNode        *standings,
                                                    GError         **error);
gboolean    hammer_sheets_render_certificates      (HammerSheetsDoc *doc,
                                                    JsonNode        *standings,
                                                    GError         **error);
gboolean    hammer_sheets_render_board_signs       (HammerSheetsDoc *doc,
                                                    GError         **error);
gboolean    hammer_sheets_render_timetable         (HammerSheetsDoc *doc,
                                                    GError         **error);
/* The entrant called @name in the event document, or NULL: the standings
 * name entrants by their database id, which the document leaves out, and
 * an event has each name once (hammer-sign-in-sheets.c). */
JsonObject *hammer_sheets_find_entrant             (HammerSheetsDoc *doc,
                                                    const char      *name);
/* @member ("club", "licence") of @entrant's players, each once, joined by
 * commas; "" for none or a NULL @entrant. */
char       *hammer_sheets_players_text             (HammerSheetsDoc *doc,
                                                    JsonObject      *entrant,
                                                    const char      *member);
/* Whether every match of @doc is played (a bye counts as played). */
gboolean    hammer_sheets_all_played               (HammerSheetsDoc *doc);
gboolean    hammer_sheets_render_cross_tables      (HammerSheetsDoc *doc,
                                                    JsonNode        *standings,
                                                    GError         **error);
/* The score sheets of the event @document with its match list @matches,
 * drawn on @layout's pages: a league's games, each team match a small
 * event (hammer-league-game-sheets.c). */
gboolean    hammer_sheets_draw_score_sheets_on     (HammerLayout             *layout,
                                                    JsonNode                 *document,
                                                    JsonNode                 *matches,
                                                    const HammerSheetOptions *options,
                                                    GError                  **error);

G_END_DECLS
