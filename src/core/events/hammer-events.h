/* hammer-events.h — events in the store: create, enter, draw, score, rank
 *
 * Every function here is one transaction and one entry of the change log,
 * so everything a director does can be undone with hammer_store_undo().
 * Results go through the rules module only.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "events/hammer-board-change.h"
#include "events/hammer-draw.h"
#include "events/hammer-event-confirm.h"
#include "events/hammer-event-match.h"
#include "events/hammer-standings.h"
#include "rules/hammer-result-input.h"
#include "rules/hammer-result-plain.h"
#include "store/hammer-store.h"

G_BEGIN_DECLS

/* The version of the event document that hammer_events_export() writes. */
#define HAMMER_EVENT_DOCUMENT_VERSION 1

typedef struct
{
  const char   *name;
  const char   *rules;         /* a rule set id: "table", "sjoelbak", … */
  JsonObject   *options;       /* rule options as for `hammer-cli score`; NULL: defaults */
  /* The same typed, for callers that hold no JSON: those given set, the
   * rest HAMMER_OPTION_UNSET (hammer_options_init()). Read when @options is
   * NULL; NULL for both: defaults. */
  const HammerOptions *typed_options;
  HammerFormat  format;
  guint         rounds;        /* Swiss rounds; 0: enough for a winner; rotating partners:
                                * 0 for a new partner each round while there is one */
  guint         n_boards;      /* boards numbered 1 … n */
  const char   *board_names;   /* "Tafel 1,Tafel 2,…" (n_boards may then be 0), or NULL */
  const char   *date;          /* YYYY-MM-DD or NULL */
  const char   *venue;
  gboolean      third_place;
  gboolean      final_reset;   /* double elimination (default TRUE) */
  gboolean      double_round;  /* round robin home and away */
  guint         n_groups;
  guint         advance;
  const char   *tie_breakers;  /* comma-separated names, NULL for the format's defaults */
  const char   *classes;       /* "A=130,B=115,C=0": classes by average, best first */
  const char   *match_points;  /* "W,D,L" as "3,1,0"; NULL: 2 a win, 1 a draw, 0 a loss */
  gboolean      consolation;   /* a consolation bracket of those who lose their first match */
  gboolean      placement;     /* every place of the knockout played out */
  gboolean      second_knockout; /* groups: those who do not go on play a knockout too */
  gint64        day_id;        /* the day it is played on (its boards), 0: none */
  gint64        fee_cents;     /* the entry fee, in cents */
  HammerConfirm confirm;       /* who agrees to a board's result before it is stored */
} HammerEventSpec;

void      hammer_event_spec_init               (HammerEventSpec *spec);

/* Checks @spec (rule set, options, format) and stores a new event. Returns
 * its id, or 0 with HAMMER_ERROR_INVALID naming what is wrong. */
gint64    hammer_events_create                 (HammerStore            *self,
                                                const HammerEventSpec  *spec,
                                                GError                **error);
/* Deletes the event with everything in it, as one change that can be
 * undone. */
gboolean  hammer_events_delete                 (HammerStore  *self,
                                                gint64        event_id,
                                                GError      **error);
/* {"id", "name", "rules", "options", "format", "settings", "date", "venue",
 *  "confirm": "board" or "players",
 *  "boards": […], "entrants": […], "drawn": bool, "state", "has_results": any result typed,
 *  a card under way too} */
JsonNode *hammer_events_get_event_json         (HammerStore  *self,
                                                gint64        event_id,
                                                GError      **error);
JsonNode *hammer_events_list_json              (HammerStore  *self,
                                                GError      **error);
/* The same list read on another thread, through a reader of @self's file;
 * what it learnt is kept for the next call on @self. */
void      hammer_events_list_json_async        (HammerStore          *self,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
JsonNode *hammer_events_list_json_finish       (HammerStore   *self,
                                                GAsyncResult  *result,
                                                GError       **error);

/* Adds an entrant per name: the roster's player of that name (case
 * insensitively; refused when two share it), or a new player. With
 * team_size > 1 in the event's options, a name "A / B" makes a team of the
 * players A and B. Only before the draw. Returns the new entrant ids. */
GArray   *hammer_events_add_entrants           (HammerStore        *self,
                                                gint64              event_id,
                                                const char *const  *names,
                                                GError            **error);
/* Enters the roster's player @player_id as an entrant of their own, before
 * the draw. Returns the new entrant's id, or 0. */
gint64    hammer_events_enter_player           (HammerStore  *self,
                                                gint64        event_id,
                                                gint64        player_id,
                                                GError      **error);
/* Adds every good row of @import as an entrant (players found by licence or
 * name, or added to the roster); refuses the whole file when a row is bad. */
GArray   *hammer_events_import_entrants        (HammerStore         *self,
                                                gint64               event_id,
                                                HammerPlayerImport  *import,
                                                GError             **error);
/* Seeds an entrant before the draw (1 is the top seed; 0 takes the seed
 * away). Unseeded entrants follow the seeded ones in the order they came. */
gboolean  hammer_events_seed_entrant           (HammerStore  *self,
                                                gint64        event_id,
                                                gint64        entrant_id,
                                                guint         seed,
                                                GError      **error);
/* Seeds the entrants @entrant_ids 1, 2, … in that order and takes the seed
 * away from every other entrant, in one change (a reordered list). */
gboolean  hammer_events_set_seeds              (HammerStore   *self,
                                                gint64         event_id,
                                                const gint64  *entrant_ids,
                                                guint          n_entrant_ids,
                                                GError       **error);
/* Marks an entrant present or absent before the draw; absent entrants are
 * left out of the draw. */
gboolean  hammer_events_set_entrant_present    (HammerStore  *self,
                                                gint64        event_id,
                                                gint64        entrant_id,
                                                gboolean      present,
                                                GError      **error);
/* Gives an entrant of a table or court event a handicap before the draw:
 * start points, or with the option handicap_race a shorter race; 0 for
 * none. Refused for other games and from the target up. */
gboolean  hammer_events_set_entrant_handicap   (HammerStore  *self,
                                                gint64        event_id,
                                                gint64        entrant_id,
                                                int           handicap,
                                                GError      **error);
/* Takes an entrant out of the event before the draw (the players stay on
 * the roster). */
gboolean  hammer_events_remove_entrant         (HammerStore  *self,
                                                gint64        event_id,
                                                gint64        entrant_id,
                                                GError      **error);
/* A blind draw: the players entered one by one are paired into teams of the
 * event's team size by lot (@seed fixes it), before the draw. Returns the
 * ids of the new team entrants. */
GArray   *hammer_events_blind_draw             (HammerStore  *self,
                                                gint64        event_id,
                                                gboolean      have_seed,
                                                guint32       seed,
                                                GError      **error);
/* What the pools of a blind draw are cut by. */
typedef enum
{
  HAMMER_BLIND_DRAW_BY_SEED,
  HAMMER_BLIND_DRAW_BY_AVERAGE,
  HAMMER_BLIND_DRAW_BY_RATING,
} HammerBlindDrawBy;

/* The same by @pools: NULL or "lot" by lot; "ab" (doubles) and "abc"
 * (teams of three) one player from each pool of strength, the top half (or
 * third) of the seeds, of the roster's averages, or of the players' ratings
 * in the event's game (HAMMER_GLICKO_DEFAULT_RATING for a player without
 * one), as @by says, the next, …; "pros" at most one pro (hammer_player_get_pro()) a team while
 * there are teams without one. */
GArray   *hammer_events_blind_draw_by          (HammerStore        *self,
                                                gint64              event_id,
                                                const char         *pools,
                                                HammerBlindDrawBy   by,
                                                gboolean            have_seed,
                                                guint32             seed,
                                                GError            **error);
/* The same on the store's writer: a draw by rating reads every match of
 * the game. Without a seed, by lot. */
void      hammer_events_blind_draw_by_async    (HammerStore         *self,
                                                gint64               event_id,
                                                const char          *pools,
                                                HammerBlindDrawBy    by,
                                                GCancellable        *cancellable,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data);
/* @change_id (unless NULL) gets the change the draw made, for its undo. */
GArray   *hammer_events_blind_draw_by_finish   (HammerStore         *self,
                                                GAsyncResult        *result,
                                                gint64              *change_id,
                                                GError             **error);
/* Withdraws an entrant after the draw: their next matches are walkovers. */
gboolean  hammer_events_withdraw_entrant       (HammerStore  *self,
                                                gint64        event_id,
                                                gint64        entrant_id,
                                                GError      **error);

/* What hammer_events_change_entrant_async() writes of one entrant. */
typedef enum
{
  HAMMER_ENTRANT_CHANGE_SEED,      /* hammer_events_seed_entrant(), the seed in @value */
  HAMMER_ENTRANT_CHANGE_PRESENT,   /* hammer_events_set_entrant_present(), @value not 0 */
  HAMMER_ENTRANT_CHANGE_HANDICAP,  /* hammer_events_set_entrant_handicap() of @value */
  HAMMER_ENTRANT_CHANGE_REMOVE,    /* hammer_events_remove_entrant(); @value unused */
  HAMMER_ENTRANT_CHANGE_WITHDRAW,  /* hammer_events_withdraw_entrant(); @value unused */
} HammerEntrantChange;

/* The write @change says, of entrant @entrant_id, on the store's writer;
 * its _finish gives the change it made in @change_id (or NULL). */
void      hammer_events_change_entrant_async   (HammerStore          *self,
                                                gint64                event_id,
                                                gint64                entrant_id,
                                                HammerEntrantChange   change,
                                                int                   value,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
gboolean  hammer_events_change_entrant_finish  (HammerStore          *self,
                                                GAsyncResult         *result,
                                                gint64               *change_id,
                                                GError              **error);
/* hammer_events_set_seeds() on the store's writer (@entrant_ids copied). */
void      hammer_events_set_seeds_async        (HammerStore          *self,
                                                gint64                event_id,
                                                const gint64         *entrant_ids,
                                                guint                 n_entrant_ids,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
gboolean  hammer_events_set_seeds_finish       (HammerStore          *self,
                                                GAsyncResult         *result,
                                                gint64               *change_id,
                                                GError              **error);

/* Draws the event: seeds in the order entrants were added (or by their
 * seed), the random choices from @seed (a fresh one when @have_seed is
 * FALSE, stored either way so that the draw can be made again). Redrawing
 * is allowed until the first result. */
gboolean  hammer_events_draw                   (HammerStore  *self,
                                                gint64        event_id,
                                                gboolean      have_seed,
                                                guint32       seed,
                                                GError      **error);

/* [{"id", "round", "bracket", "position", "sides", "names", "state",
 *   "winner", "board", "bye"?, "walkover"?, "finished_at"?, "games_won"?,
 *   "totals"?, "first"?, "result"?}, …] in playing order; "first" is who
 *   shoots first in game 1 as the result records it (the coin toss), null
 *   when it does not say. */
JsonNode *hammer_events_get_matches_json       (HammerStore  *self,
                                                gint64        event_id,
                                                GError      **error);
/* The same as text, as hammer-cli prints it (json-glib's pretty layout):
 * written straight, without the nodes, which cost several times more for
 * the 2,000 matches of a big draw. */
char     *hammer_events_write_matches_json     (HammerStore  *self,
                                                gint64        event_id,
                                                GError      **error);

/* The latest results, newest first: the finished matches (byes left out)
 * as hammer_events_get_matches_json() has them, at most 10. */
JsonNode *hammer_events_get_latest_results_json (HammerStore  *self,
                                                 gint64        event_id,
                                                 GError      **error);

/* Where a board's result of match @match_id waits (disputed before
 * proposed); HAMMER_RESULT_WAIT_NONE when nothing waits or it cannot be
 * read. */
HammerResultWait hammer_events_get_result_wait  (HammerStore        *self,
                                                 gint64              match_id);

/* What hammer_events_record_result() may do besides recording the result. */
typedef enum
{
  HAMMER_RESULT_RESET_DEPENDENTS = 1 << 0,
  HAMMER_RESULT_RESTART_BOARDS   = 1 << 1,
  /* A board's result: a match that has a result keeps it. The same result
   * again is answered with the match's state and stores nothing; another
   * is refused with HAMMER_ERROR_DUPLICATE (corrections are the desk's). */
  HAMMER_RESULT_KEEP_RESULT      = 1 << 2,
  /* Only for the match on the board of the store's source ("board:3"),
   * checked inside the write: otherwise HAMMER_ERROR_NOT_ALLOWED. */
  HAMMER_RESULT_ITS_BOARD_ONLY   = 1 << 3,
  /* A series card's next games: the result must begin with every game the
   * match has, as it has them, checked inside the write (a correction the
   * desk made meanwhile is kept); otherwise HAMMER_ERROR_DUPLICATE. */
  HAMMER_RESULT_EXTENDS_ONLY     = 1 << 4,
} HammerResultFlags;

/* Records the result of one match ({"games": […]} as for `hammer-cli
 * score`, without "rules"), checked end by end by the rules module. A match
 * that is finished already is corrected: allowed while no match that depends
 * on it has a result; otherwise refused naming those matches, unless
 * HAMMER_RESULT_RESET_DEPENDENTS is in @flags, which clears them in the same
 * change. A correction that gives other players to a match on a board or
 * under way (ends typed) is refused naming board and match, unless
 * HAMMER_RESULT_RESTART_BOARDS: then that match starts over in the same
 * change (it waits on its board to be called again, its ends are dropped;
 * left without its players, it leaves its board). A match whose players stay keeps its ends.
 * On a rule violation, @error says which rule, game, end and side
 * (hammer_error_get_reason() and the rest). Returns the match as
 * `hammer-cli score` prints it. */
JsonNode *hammer_events_record_result          (HammerStore        *self,
                                                gint64              event_id,
                                                gint64              match_id,
                                                JsonNode           *input,
                                                HammerResultFlags   flags,
                                                GError            **error);

/* The same, and @board_changes (when not %NULL) gets the matches under way
 * the correction restarts (with HAMMER_RESULT_RESTART_BOARDS) or, when it
 * was refused for them, would restart, as
 * hammer_events_list_board_changes() lists them: set on success (an empty
 * list when none) and on that refusal, left %NULL on any other failure. */
JsonNode *hammer_events_record_result_full     (HammerStore        *self,
                                                gint64              event_id,
                                                gint64              match_id,
                                                JsonNode           *input,
                                                HammerResultFlags   flags,
                                                JsonNode          **board_changes,
                                                GError            **error);

/* Writes off the main thread. Each runs the synchronous function of its
 * name on the store's writer, a connection of its own on a thread of its
 * own, the writes one after the other; the store emits "changed" and
 * "changes" on the caller's main context before @callback runs. Errors
 * are those of the synchronous function. */
void      hammer_events_record_result_async    (HammerStore          *self,
                                                gint64                event_id,
                                                gint64                match_id,
                                                JsonNode             *input,
                                                HammerResultFlags     flags,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
/* @board_changes as hammer_events_record_result_full() sets it, on failure
 * too. */
JsonNode *hammer_events_record_result_finish   (HammerStore         *self,
                                                GAsyncResult        *result,
                                                JsonNode           **board_changes,
                                                GError             **error);
/* hammer_events_record_result_async() of @input, typed for a screen: the
 * finish says whether the result is stored, and @board_changes gets the
 * matches of its JSON as HammerBoardChange (hammer_board_changes_from_json()),
 * or %NULL when it has none to give; @change_id the change the write made,
 * 0 for none (the same result again). */
void      hammer_events_record_input_async     (HammerStore          *self,
                                                gint64                event_id,
                                                gint64                match_id,
                                                HammerResultInput    *input,
                                                HammerResultFlags     flags,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
gboolean  hammer_events_record_input_finish    (HammerStore         *self,
                                                GAsyncResult        *result,
                                                GPtrArray          **board_changes,
                                                gint64              *change_id,
                                                GError             **error);
/* hammer_events_add_entrants() on the store's writer; its _finish gives
 * the change it made in @change_id (or NULL), as do those of create,
 * delete, enter_player and set_tie_breakers below. */
void      hammer_events_add_entrants_async     (HammerStore          *self,
                                                gint64                event_id,
                                                const char *const    *names,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
GArray   *hammer_events_add_entrants_finish    (HammerStore   *self,
                                                GAsyncResult  *result,
                                                gint64        *change_id,
                                                GError       **error);
/* Takes @import, which it frees. */
void      hammer_events_import_entrants_async  (HammerStore          *self,
                                                gint64                event_id,
                                                HammerPlayerImport   *import,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
/* @change_id (unless NULL) gets the change the import made, for its undo. */
GArray   *hammer_events_import_entrants_finish (HammerStore   *self,
                                                GAsyncResult  *result,
                                                gint64        *change_id,
                                                GError       **error);
void      hammer_events_draw_async             (HammerStore          *self,
                                                gint64                event_id,
                                                gboolean              have_seed,
                                                guint32               seed,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
/* @change_id (unless NULL) gets the change the draw made, for its undo. */
gboolean  hammer_events_draw_finish            (HammerStore   *self,
                                                GAsyncResult  *result,
                                                gint64        *change_id,
                                                GError       **error);
/* @entries, an array of HammerResultEntry, is held until the write is
 * done, and gets its errors there: read them after the _finish. */
void      hammer_events_record_results_async   (HammerStore          *self,
                                                gint64                event_id,
                                                GArray               *entries,
                                                gboolean              keep_going,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
gboolean  hammer_events_record_results_finish  (HammerStore   *self,
                                                GAsyncResult  *result,
                                                guint         *n_stored,
                                                GError       **error);
/* Takes @document, which nothing else may hold (json_parser_steal_root()). */
void      hammer_events_import_async           (HammerStore          *self,
                                                JsonNode             *document,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
/* Reads @contents, the text of the file called @name, as an event document
 * and imports it as hammer_events_import_async() does; finished by
 * hammer_events_import_finish(). A text that is no JSON fails with
 * HAMMER_ERROR_INVALID naming the file and where it goes wrong, and nothing
 * is imported. */
void      hammer_events_import_contents_async  (HammerStore          *self,
                                                GBytes               *contents,
                                                const char           *name,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
gint64    hammer_events_import_finish          (HammerStore   *self,
                                                GAsyncResult  *result,
                                                GError       **error);
/* @spec is copied: the caller's may go at once. */
void      hammer_events_create_async           (HammerStore            *self,
                                                const HammerEventSpec  *spec,
                                                GCancellable           *cancellable,
                                                GAsyncReadyCallback     callback,
                                                gpointer                user_data);
gint64    hammer_events_create_finish          (HammerStore   *self,
                                                GAsyncResult  *result,
                                                gint64        *change_id,
                                                GError       **error);
void      hammer_events_delete_async           (HammerStore          *self,
                                                gint64                event_id,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
gboolean  hammer_events_delete_finish          (HammerStore   *self,
                                                GAsyncResult  *result,
                                                gint64        *change_id,
                                                GError       **error);
void      hammer_events_enter_player_async     (HammerStore          *self,
                                                gint64                event_id,
                                                gint64                player_id,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
gint64    hammer_events_enter_player_finish    (HammerStore   *self,
                                                GAsyncResult  *result,
                                                gint64        *change_id,
                                                GError       **error);
void      hammer_events_set_tie_breakers_async (HammerStore          *self,
                                                gint64                event_id,
                                                const char *const    *names,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
gboolean  hammer_events_set_tie_breakers_finish (HammerStore   *self,
                                                 GAsyncResult  *result,
                                                 gint64        *change_id,
                                                 GError       **error);

/* Checks @input for @match_id as hammer_events_record_result() would, with
 * the same @error, and stores nothing: the match's state as
 * `hammer-cli score` prints it, with "rule_set" as `hammer-cli rules` lists
 * it, or %NULL. A board's page asks after every end, so that the rules
 * module decides, never the page. */
JsonNode *hammer_events_check_result           (HammerStore        *self,
                                                gint64              event_id,
                                                gint64              match_id,
                                                JsonNode           *input,
                                                HammerResultFlags   flags,
                                                GError            **error);

/* Checks a player's own @version of @match_id's result, never stored as
 * the match's: a result of ends as hammer_events_check_result() checks
 * it, or one of game totals ({"games": [{"totals": [A, B]}, …]}) as
 * hammer_match_check_game_totals() does under the match's rules and
 * options. The match's state as `hammer-cli score` prints it (without
 * ends for totals), or %NULL with the broken rule in @error. */
JsonNode *hammer_events_check_version          (HammerStore        *self,
                                                gint64              event_id,
                                                gint64              match_id,
                                                JsonNode           *version,
                                                GError            **error);
/* What is kept of @version: hammer_result_canonical()'s, or of game
 * totals only each game's "totals". */
JsonNode *hammer_events_version_canonical      (JsonNode           *version);

/* Which matches on a board or under way would get other players if @input
 * were recorded for @match_id with @flags; nothing is stored. [{"match": ID,
 * "label": "Match 9", "board": N or null, "board_name": or null, "names":
 * [before…], "new_names": [after…, null while unknown], "description": one
 * paragraph for the director}, …], empty when none. Fails as
 * hammer_events_record_result() would. */
JsonNode *hammer_events_list_board_changes     (HammerStore        *self,
                                                gint64              event_id,
                                                gint64              match_id,
                                                JsonNode           *input,
                                                HammerResultFlags   flags,
                                                GError            **error);

/* One result of a batch: @match_id and @input as for
 * hammer_events_record_result(), or instead of @input its JSON @text, read
 * only when the entry is recorded (a file of many results is not held as
 * nodes all at once). An entry that comes with @error set (a line that
 * could not be read, say) counts as refused as it is; one the store refuses
 * gets @error, which carries the rule, game, end and side where a rule was
 * broken (hammer_error_get_reason()).
 * hammer_events_record_results() sets @number, the match's number within
 * its event (the "Match 5" users know), when the event has the match. */
typedef struct
{
  gint64      match_id;
  JsonNode   *input;
  GError     *error;
  guint       number;
  char       *text;
  /* @text read once, when it has the plain shape: the store plays it
   * without reading the line again. */
  HammerPlainResult *plain;
} HammerResultEntry;

/* The lines of a results file, @length bytes of @text, as entries for
 * hammer_events_record_results(): one per line that is not blank. A line
 * that is not {"match": ID, …} (ID a whole number from 1), or names a match
 * an earlier line names, comes with its error already; a good one comes
 * with its @text. @line_numbers gets
 * each entry's line, from 1. The array clears its entries when freed. */
GArray   *hammer_events_read_result_lines      (const char         *text,
                                                gsize               length,
                                                GArray             *line_numbers);

/* Records @entries in order as one change (one undo), each checked as
 * hammer_events_record_result() checks one (corrections included, but never
 * resetting what follows); an entry may play a match that an earlier one
 * made ready. Unless @keep_going, nothing is stored when any entry is
 * refused; with it, the others are. Boards are called once, when all are
 * in. @n_stored says how many were stored. Returns
 * FALSE (storing nothing) only when the change itself fails. */
gboolean  hammer_events_record_results         (HammerStore        *self,
                                                gint64              event_id,
                                                HammerResultEntry  *entries,
                                                guint               n_entries,
                                                gboolean            keep_going,
                                                guint              *n_stored,
                                                GError            **error);

/* What @self keeps read of its events, taken from it for the caller to
 * let go of: a command lets go of it while the store closes on another
 * thread. */
typedef struct _HammerEventsRead HammerEventsRead;

HammerEventsRead *hammer_events_take_read      (HammerStore        *self);
/* Whether @self keeps event @event_id read (as its own last write left
 * it, or as it was last read). */
gboolean  hammer_events_has_read               (HammerStore        *self,
                                                gint64              event_id);
/* The matches of event @event_id as @read holds it, written as
 * hammer_events_write_matches_json() writes them; NULL when it holds none. */
char     *hammer_events_read_write_matches_json (HammerEventsRead  *read,
                                                gint64              event_id);
void      hammer_events_read_free              (HammerEventsRead   *read);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerEventsRead, hammer_events_read_free)

/* Reads event @event_id into what @self keeps read, so that a write to it
 * that follows on this thread need not: a command reads its input on
 * another thread meanwhile. Nothing happens when the event cannot be read;
 * the write says why. */
void      hammer_events_read_ahead             (HammerStore        *self,
                                                gint64              event_id);

/* The id of the match with @number within the event (the "Match 5" of
 * screens and paper), or 0 with HAMMER_ERROR_NOT_FOUND. */
gint64    hammer_events_find_match_number      (HammerStore  *self,
                                                gint64        event_id,
                                                guint         number,
                                                GError      **error);

/* The ids of the matches that follow from @match_id (their sides come from
 * it) and have a result: what a correction of @match_id would reset. */
GArray   *hammer_events_list_dependent_results (HammerStore  *self,
                                                gint64        event_id,
                                                gint64        match_id,
                                                GError      **error);

/* The one computation of an event's standings, in order:
 * [{"place", "place_label", "entrant", "name", …figures}, …]. A series's
 * "average" and "best_game" are null until the entrant's first game. "place" is
 * null while the entrant has none ("place_label" then too); "place_label"
 * is the place as shown, "3=" when shared. A knockout (single and double
 * elimination) places by the round reached: "still_in" is true for those
 * not out, who come first, then those out, the later out ahead; its
 * figures are those of real matches (no draws, no match points). A series
 * counts every game typed so far, of finished cards and unfinished ones.
 * A bye is never a match played or won. Entrants with a class also have
 * "class", "class_place" and "class_place_label": the place within their
 * class (places count from 1 there, the overall order holds). */
JsonNode *hammer_events_get_standings_json     (HammerStore  *self,
                                                gint64        event_id,
                                                GError      **error);
/* Its places read with hammer_standings_line_place_text() (hammer-places.h). */
/* The match points those standings count in an event of @format whose
 * "settings" (of the event's JSON) are @settings (%NULL: none): its own,
 * else the defaults; a bye counts only where the format pairs rounds. */
void      hammer_events_standings_options      (JsonObject             *settings,
                                                HammerFormat            format,
                                                HammerStandingsOptions *options);

/* Replaces the event's tie-breakers by @names, in the order they apply
 * (names as hammer_tie_breaker_to_string() gives them). Refused with
 * HAMMER_ERROR_INVALID after the first result, for an empty list, a name
 * Hammer does not know or one given twice. One change in the log. */
gboolean  hammer_events_set_tie_breakers       (HammerStore        *self,
                                                gint64              event_id,
                                                const char *const  *names,
                                                GError            **error);

/* The boards, what is on each and since when ("since" null while the match
 * waits to be called), the estimated finish, the board's latest result
 * ("last", a match as hammer_events_get_matches_json() has it, with its
 * "result_source"), the queue of ready matches, and the event's
 * "rule_set" as `hammer-cli rules` lists it. */
JsonNode *hammer_events_get_boards_json        (HammerStore  *self,
                                                gint64        event_id,
                                                GError      **error);
/* As hammer_events_get_boards_json(), with only the first @max_queue
 * matches of the queue (0: all): the hall shows what comes next. A board
 * of a day another event's match is on has its "taken_by". */
JsonNode *hammer_events_get_hall_boards_json   (HammerStore  *self,
                                                gint64        event_id,
                                                guint         max_queue,
                                                GError      **error);
/* Board @number as hammer_events_get_boards_json() has it, for its page:
 * {"event": {"id", "name", "rules", "options", "format"}, "boards": [the
 * board]}, "boards" empty when the event has no such board. Costs one pass
 * over the matches, not the whole event's JSON. */
JsonNode *hammer_events_get_board_json         (HammerStore  *self,
                                                gint64        event_id,
                                                guint         number,
                                                GError      **error);
/* The matches still to play as the boards will likely take them, for a
 * timetable: {"now": ISO 8601, "matches": [{"match": as
 * hammer_events_get_matches_json() has it, "board": N, "start", "end",
 * "on_board": whether it is there now}, …]} in the order they start. The
 * matches on the boards end when hammer_events_get_boards_json() estimates;
 * the queue follows on the board free first, and a match whose sides are
 * not known yet after the earlier rounds. Each match takes the rule set's
 * typical minutes. HAMMER_ERROR_INVALID for an event without boards or
 * played on cards of its own (a series), or with nothing left to play. */
JsonNode *hammer_events_get_timetable_json     (HammerStore  *self,
                                                gint64        event_id,
                                                GError      **error);
/* What a call of the boards did (hammer-day.h). */
typedef struct _HammerDayCall HammerDayCall;

/* Puts the head of the queue on every free board, as the draw and each
 * result do by themselves; for boards left free by a move or an imported
 * event, and calls them. One change; returns how many matches it put on
 * boards (0, with no change and no error, when no board is free or nothing
 * waits). */
guint     hammer_events_call_next_matches      (HammerStore  *self,
                                                gint64        event_id,
                                                GError      **error);
/* The same; for an event of a day, @ignore_rest calls players still
 * inside the day's rest too, and @report (unless NULL) says, as the day's
 * call does, which of the event's waiting matches stay held and how many
 * of the day's boards stay free. */
guint     hammer_events_call_next_matches_full (HammerStore    *self,
                                                gint64          event_id,
                                                gboolean        ignore_rest,
                                                HammerDayCall  *report,
                                                GError        **error);
/* Calls the match waiting on board @board_number: its clock ("since") starts
 * now. The draw and each result put matches on free boards without starting
 * their clocks; a match's clock also starts with its first end typed, and
 * with hammer_events_call_next_matches() and hammer_events_assign_board(),
 * which are calls. Refuses a board without a match, or one called already. */
gboolean  hammer_events_call_board             (HammerStore  *self,
                                                gint64        event_id,
                                                guint         board_number,
                                                GError      **error);
/* Puts a ready match on a board by hand, overriding the queue, and calls it.
 * Refuses a match with a player on another board (of any event of the
 * day, for an event of a day): a violation with reason "player-on-board"
 * that names the player, the board and the event; and on a day, one with
 * a player inside the day's rest (reason "player-resting"), unless
 * @ignore_rest. hammer_events_assign_board() does not ignore the rest. */
gboolean  hammer_events_assign_board           (HammerStore  *self,
                                                gint64        event_id,
                                                gint64        match_id,
                                                guint         board_number,
                                                GError      **error);
gboolean  hammer_events_assign_board_full      (HammerStore  *self,
                                                gint64        event_id,
                                                gint64        match_id,
                                                guint         board_number,
                                                gboolean      ignore_rest,
                                                GError      **error);
/* hammer_events_assign_board_full() on the store's writer, for the app. */
void      hammer_events_assign_board_async     (HammerStore         *self,
                                                gint64               event_id,
                                                gint64               match_id,
                                                guint                board_number,
                                                gboolean             ignore_rest,
                                                GCancellable        *cancellable,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data);
gboolean  hammer_events_assign_board_finish    (HammerStore         *self,
                                                GAsyncResult        *result,
                                                GError             **error);
/* hammer_events_call_next_matches() on the store's writer; the _finish
 * gives how many it called in @n_called (may be NULL). */
void      hammer_events_call_next_matches_async (HammerStore        *self,
                                                 gint64              event_id,
                                                 GCancellable       *cancellable,
                                                 GAsyncReadyCallback callback,
                                                 gpointer            user_data);
gboolean  hammer_events_call_next_matches_finish (HammerStore       *self,
                                                  GAsyncResult      *result,
                                                  guint             *n_called,
                                                  GError           **error);
/* hammer_events_call_board() on the store's writer. */
void      hammer_events_call_board_async       (HammerStore         *self,
                                                gint64               event_id,
                                                guint                board_number,
                                                GCancellable        *cancellable,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data);
gboolean  hammer_events_call_board_finish      (HammerStore         *self,
                                                GAsyncResult        *result,
                                                GError             **error);

/* The complete event as a versioned document (docs/event-document.md). */
JsonNode *hammer_events_export                 (HammerStore  *self,
                                                gint64        event_id,
                                                GError      **error);
/* Stores a document of hammer_events_export() as a new event (players
 * found by licence or name, or added); returns the new event's id. */
gint64    hammer_events_import                 (HammerStore  *self,
                                                JsonNode     *document,
                                                GError      **error);

G_END_DECLS
