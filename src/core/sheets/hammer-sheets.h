/* hammer-sheets.h — the printed documents of an event: score sheets,
 * standings, results, board schedules and brackets, as PDF
 *
 * Every document is drawn from the JSON the store already gives: the event
 * document of hammer_events_export() (rules, options and every entered
 * end), the match list of hammer_events_get_matches_json() (ids, names,
 * boards) and the standings of hammer_events_get_standings_json().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "sheets/hammer-layout.h"
#include "store/hammer-store.h"

G_BEGIN_DECLS

typedef enum
{
  HAMMER_SHEET_SCORE_SHEETS,
  HAMMER_SHEET_STANDINGS,
  HAMMER_SHEET_RESULTS,
  HAMMER_SHEET_SCHEDULE,
  HAMMER_SHEET_BRACKET,
  HAMMER_SHEET_RANKING_BY_CLASS,   /* sjoelbak: a ranking per class */
  HAMMER_SHEET_SIGN_IN,            /* entrants to tick off and sign at the desk */
  HAMMER_SHEET_PAIRINGS,           /* one round's matches, with the points so far */
  HAMMER_SHEET_CLASSIFICATION,     /* every place, for the records */
  HAMMER_SHEET_CERTIFICATES,       /* a page for each of the first three */
  HAMMER_SHEET_BOARD_SIGNS,        /* a page a board, with its page's QR code */
  HAMMER_SHEET_TIMETABLE,          /* the matches to play, with their expected times */
} HammerSheetKind;

typedef struct
{
  HammerSheetKind kind;
  HammerPaper     paper;
  gboolean        landscape;
  gboolean        filled;     /* score sheets: from the entered results */
  guint           round;      /* score sheets: only this round; 0: every round.
                               * Pairings too */
  /* Score sheets: only the matches of the round the match list names so
   * (“Losers’ round 2”: one bracket's round), or NULL. Not owned. */
  const char     *round_name;
  guint           board;      /* score sheets: only this board; 0: every board */
  /* Score sheets: [{"board": N, "url"}, …], the address of each board's
   * page for entering scores on a phone (hammer_sheets_board_urls()), or
   * NULL. A sheet to play on carries its board's as a QR code, a board
   * sign its own. Not owned. */
  JsonNode       *board_urls;
  /* A timetable, and the board schedule's times: what
   * hammer_events_get_timetable_json() plans, or NULL.
   * Not owned. */
  JsonNode       *timetable;
  /* The sign-in list: the check-in page's address for phones
   * (hammer_sheets_check_in_url()), carried as a QR code in its header, or
   * NULL. Not owned. */
  const char     *check_in_url;
} HammerSheetOptions;

void      hammer_sheet_options_init         (HammerSheetOptions  *options);
gboolean  hammer_sheet_kind_from_string     (const char          *text,
                                             HammerSheetKind     *kind);
/* Whether a document of @kind is drawn from the standings, or from the
 * addresses of the boards' pages (board_urls): what a caller reads first. */
gboolean  hammer_sheet_kind_needs_standings (HammerSheetKind      kind);
gboolean  hammer_sheet_kind_needs_board_urls (HammerSheetKind     kind);
gboolean  hammer_paper_from_string          (const char          *text,
                                             HammerPaper         *paper);

/* A document laid out once, to be written as PDF or drawn page by page
 * into any Cairo context (a printer's, say). It is a HammerLayout, so that
 * the documents of events and of seasons print through the same code. */
typedef HammerLayout HammerSheetDocument;

/* Lays out the document; the arguments and failures are those of
 * hammer_sheets_render_to_stream(). Safe to call in a thread; the
 * document is then used in one thread at a time. */
HammerSheetDocument *hammer_sheet_document_new       (JsonNode                 *document,
                                                      JsonNode                 *matches,
                                                      JsonNode                 *standings,
                                                      const HammerSheetOptions *options,
                                                      GError                  **error);
void                 hammer_sheet_document_free      (HammerSheetDocument      *self);
guint                hammer_sheet_document_get_n_pages (HammerSheetDocument    *self);
/* The paper laid out for, in points (1/72 inch). */
void                 hammer_sheet_document_get_page_size (HammerSheetDocument  *self,
                                                      double                   *width,
                                                      double                   *height);
/* Draws page @page (0-based), header and footer included, scaled to fit
 * @width × @height in @cr's units. */
void                 hammer_sheet_document_draw_page (HammerSheetDocument      *self,
                                                      cairo_t                  *cr,
                                                      guint                     page,
                                                      double                    width,
                                                      double                    height);
gboolean             hammer_sheet_document_write     (HammerSheetDocument      *self,
                                                      GOutputStream            *stream,
                                                      GCancellable             *cancellable,
                                                      GError                  **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerSheetDocument, hammer_sheet_document_free)

/* The addresses for hammer_sheet_options' board_urls: each board's page of
 * @event_id under the address the hall was last served at, [{"board",
 * "url"}, …]; a JSON null where board entry has no address remembered, or
 * one on loopback that no phone reaches. A board added since gets its key. */
JsonNode *hammer_sheets_board_urls          (HammerStore              *store,
                                             gint64                    event_id,
                                             GError                  **error);

/* Whether the hall was served where phones reach it, so that
 * hammer_sheets_board_urls() gives addresses: what board signs need. Only
 * reads; a failure to read says no. */
gboolean  hammer_sheets_boards_have_urls    (HammerStore              *store,
                                             gint64                    event_id);

/* The address of the check-in page of event @event_id (@day_id 0) or day
 * @day_id (@event_id 0) under the address the hall was last served at,
 * where phones reach it: what the door sign's code and the sign-in list's
 * hold. NULL without @error where there is none (never served off
 * loopback), or where check-in is closed and @open_only. Makes check-in's
 * key the first time. */
char     *hammer_sheets_check_in_url        (HammerStore              *store,
                                             gint64                    event_id,
                                             gint64                    day_id,
                                             gboolean                  open_only,
                                             GError                  **error);

/* @standings may be NULL for every kind but HAMMER_SHEET_STANDINGS,
 * HAMMER_SHEET_RANKING_BY_CLASS, HAMMER_SHEET_CLASSIFICATION and
 * HAMMER_SHEET_CERTIFICATES (hammer_sheet_kind_needs_standings()). Fails
 * with HAMMER_ERROR_INVALID when @document is not an event document or
 * there is nothing to print (no bracket in a round robin, say). */
gboolean  hammer_sheets_render_to_stream    (JsonNode                 *document,
                                             JsonNode                 *matches,
                                             JsonNode                 *standings,
                                             const HammerSheetOptions *options,
                                             GOutputStream            *stream,
                                             GCancellable             *cancellable,
                                             GError                  **error);
/* The same to a file, atomically: written beside it under a temporary name
 * and renamed, so that a failure leaves the old file (or none) whole. */
gboolean  hammer_sheets_render_to_file      (JsonNode                 *document,
                                             JsonNode                 *matches,
                                             JsonNode                 *standings,
                                             const HammerSheetOptions *options,
                                             const char               *path,
                                             GError                  **error);

G_END_DECLS
