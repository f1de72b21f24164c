/* hammer-events-private.h — what the parts of the events module share
 *
 * An event is loaded whole into a HammerEventModel (entrants, matches, boards),
 * the draw engine resolves who plays whom from the stored sources and
 * results, and every write happens in one logged transaction. The public
 * functions (hammer-events.h) are spread over the parts by what they do:
 * model (loading and resolving), create, entrants, boards, draw, results,
 * standings, JSON, export and import of the event document, and numbers
 * (the matches of a database from before match numbers).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(HAMMER_EVENTS_COMPILATION)
# error "Only the events' own files may include hammer-events-private.h"
#endif

#include <json-glib/json-glib.h>

#include "hammer-json-out.h"
#include "events/hammer-board.h"
#include "events/hammer-entrant.h"
#include "events/hammer-event.h"
#include "events/hammer-event-listing.h"
#include "events/hammer-event-match.h"
#include "events/hammer-day-desk.h"
#include "events/hammer-payout.h"
#include "events/hammer-standings-line.h"
#include "events/hammer-events.h"
#include "events/hammer-rounds.h"
#include "rules/hammer-rules.h"
#include "store/hammer-store-tx.h"

G_BEGIN_DECLS

typedef struct
{
  gint64   id;
  char    *name;
  gint64   added;
  int      seed;          /* 0: none */
  char    *klass;
  gboolean present;
  gboolean withdrawn;
  int      draw_index;    /* -1 before the draw */
  int      handicap;      /* table, court: start points or a shorter race; 0: none */
  GArray  *player_ids;    /* gint64 */
  HammerPaymentMethod paid_method;  /* NONE: the entry fee is not paid */
  gint64   paid_cents;    /* what was paid, when it was */
  HammerPaymentMethod refund_method; /* NONE: nothing given back */
  gint64   refund_cents;  /* what the desk gave back of it, when it did */
} HammerEventEntrant;

/* What standings and lists need of a result, kept beside the entered
 * games so that loading an event replays nothing. */
typedef struct
{
  gboolean finished;
  int      winner;          /* side, or -1 */
  int      games_won[2];
  int      totals[2];
  guint    n_games;
  int     *game_points;     /* side after side: n_games points each */
} HammerEventSummary;

typedef struct
{
  gint64             id;
  guint              number;    /* within the event, from 1: what people read */
  HammerDrawMatch    dm;
  gint64             board_id;
  char              *called_at;
  char              *finished_at;
  char              *result_source;  /* who stored the result ("board:3"), NULL for the desk */
  /* The result as the store keeps it, or NULL: its short form
   * (hammer_plain_result_write_short()) or, in any other shape, its
   * canonical JSON; hammer_event_row_result_json() reads either. */
  char              *input;
  HammerEventSummary summary;   /* valid when input is set */
  int                result;    /* for hammer_draw_resolve(): winner, -1 none, -2 drawn */
  char              *result_entrants;
} HammerEventMatchRow;

typedef struct
{
  gint64   id;
  guint    number;
  char    *name;
  gint64   reserved_event;  /* a day's board kept for that event; 0: any */
  int      reserved_stage;  /* and for that stage of it; -1: any */
  /* or for a round of its knockout: rounds before the last of
   * reserved_bracket (HAMMER_BRACKET_FINAL: the main one, CONSOLATION,
   * SECOND_KNOCKOUT), 0 its final, 1 its semi-finals; -1: none */
  int      reserved_round;
  HammerBracket reserved_bracket;
} HammerEventBoard;

typedef struct
{
  gint64              id;
  char               *name;
  char               *rules_id;
  const HammerRules  *rules;
  HammerOptions       options;
  HammerFormat        format;
  JsonObject         *settings;
  char               *date;
  char               *venue;
  gint64              day_id;     /* 0: the event has boards of its own */
  gint64              fee_cents;  /* the entry fee */
  char               *currency;   /* its day's currency sign; NULL without a day */
  HammerPayout        payout;     /* the prizes by place, kind NONE: none */
  gint64              draw_seed;
  gboolean            drawn;
  GPtrArray          *entrants;   /* HammerEventEntrant*, in draw order once drawn, else as added */
  GArray             *matches;    /* HammerEventMatchRow, by draw index */
  GArray             *boards;     /* HammerEventBoard */
  HammerDraw          draw;       /* a view of the matches' HammerDrawMatch */
  HammerRounds        rounds;     /* for the rounds' names, with each resolve */
  HammerResolvedMatch *resolved;
  guint              *followers;  /* hammer_draw_followers() of draw, made with it */
  gboolean            conditional; /* a match of draw is hammer_draw_match_is_conditional():
                                    * found with draw, as results do not change it */
  int                *results;    /* what resolved was resolved from, per match */
  gboolean           *withdrawn;  /* and per entrant, of n_withdrawn */
  guint               n_withdrawn;
  int                *places;     /* elimination placings per draw index */
  GPtrArray          *group_rows; /* per group, its standings and what they came from (or
                                   * NULL): hammer-events-groups.c */
  GArray             *group_places; /* the groups' orders the last resolve went by */
  /* What the store's cache knows of it (hammer-event-cache.c): the model
   * holds every change of the log up to @as_of (-1: not known), and
   * nothing was committed while the store's generation and data version
   * stay these. */
  gint64              as_of;
  guint64             kept_generation;
  gint64              kept_data_version;
} HammerEventModel;

/* One line of an event's standings: the figures and the place that every
 * surface shows, screens, paper and files alike. */
typedef struct
{
  HammerStandingsRow row;
  guint              place;          /* 0: none yet */
  gboolean           shared;         /* others have the same place */
  gboolean           still_in;       /* elimination: not knocked out */
  guint              class_place;    /* within the entrant's class; 0: none */
  gboolean           class_shared;
  gboolean           consolation;    /* plays in the consolation bracket */
  gboolean           second_knockout; /* plays in the second knockout after groups */
  guint              bracket_place;  /* within either of them; 0: none yet */
} HammerEventStandingsLine;

/* hammer-events-model.c: the model, loaded and resolved */

void                hammer_event_model_free          (HammerEventModel          *model);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerEventModel, hammer_event_model_free)

HammerEventModel   *hammer_event_load                (sqlite3                   *db,
                                                      gint64                     event_id,
                                                      GError                   **error);
/* hammer-event-cache.c: the models a store keeps between reads */

/* The event from the cache of @self while the change log says nothing of
 * it changed since it was read, else loaded; hammer_event_keep() gives it
 * back to the cache, which keeps the last few events given back. */
HammerEventModel   *hammer_event_take                (HammerStore               *self,
                                                      gint64                     event_id,
                                                      GError                   **error);
void                hammer_event_keep                (HammerStore               *self,
                                                      HammerEventModel          *model);
/* Keeps @model as it is once change @change_id is committed (a write
 * that changed it and the store's others alike: the day's call). */
void                hammer_event_keep_written        (HammerStore               *self,
                                                      HammerEventModel          *model,
                                                      gint64                     change_id);
/* Drops every model @self keeps: a failed write may have changed them. */
void                hammer_event_forget_kept         (HammerStore               *self);
/* Commits @tx and gives *@model back to the cache before @self tells its
 * listeners, who read the event again and find it read. On failure
 * *@model stays the caller's, to drop with the change rolled back. */
gboolean            hammer_event_finish_keeping      (HammerStoreTx             *tx,
                                                      HammerStore               *self,
                                                      HammerEventModel         **model,
                                                      GError                   **error);
/* The model the cache of @self holds while it is still what the database
 * has, taken out of it; %NULL when there is none. For the writer's model
 * to go to the main store (hammer-events-async.c). */
HammerEventModel   *hammer_event_take_kept           (HammerStore               *self);
/* A reload inside the transaction, so that what was just written counts. */
gboolean            hammer_event_reload              (HammerStoreTx             *tx,
                                                      HammerEventModel         **model,
                                                      GError                   **error);

/* hammer-events-draw-rows.c: one match of a draw inserted, its id returned
 * (0 on failure); the matches of @draw inserted with the ids from
 * *@first_id on, in statements of many rows; and @model made what the
 * draw just written left, @field's entrants in its places. */
gint64              hammer_event_insert_match_row    (HammerStoreTx             *tx,
                                                      HammerEventModel          *model,
                                                      guint                      draw_index,
                                                      guint                      number,
                                                      const HammerDrawMatch     *dm,
                                                      GError                   **error);
gboolean            hammer_event_insert_draw_matches (HammerStoreTx             *tx,
                                                      HammerEventModel          *model,
                                                      const HammerDraw          *draw,
                                                      const guint               *numbers,
                                                      gint64                    *first_id,
                                                      GError                   **error);
void                hammer_event_adopt_draw          (HammerEventModel          *model,
                                                      GPtrArray                 *field,
                                                      const HammerDraw          *draw,
                                                      const guint               *numbers,
                                                      gint64                     first_id,
                                                      guint32                    seed);

/* hammer-events-model-resolve.c: who plays whom, from the results */

/* Resolves every match and places the entrants. */
void                hammer_event_resolve             (HammerEventModel          *model);
/* After a new result for match @index and nothing else, resolves again only
 * the matches that follow from it, and leaves the placings to
 * hammer_event_place(): a batch of two thousand results would otherwise
 * resolve the whole event two thousand times. A group's result, which
 * may change the order its knockout's places follow, resolves everything. */
void                hammer_event_resolve_after       (HammerEventModel          *model,
                                                      guint                      index);
/* The same for a caller that knows the model was resolved (or resolved
 * after) since anything but the result of @index changed: it skips
 * comparing every match and entrant with what was resolved, which made a
 * batch quadratic (issue 28). */
void                hammer_event_resolve_after_known (HammerEventModel          *model,
                                                      guint                      index);
/* The placings of an elimination, from the resolved matches. */
void                hammer_event_place               (HammerEventModel          *model);

/* hammer-events-resolved.c: numbers the matches of a resolved @model that
 * the results make matches (hammer_draw_number_resolved()); every other
 * event's numbers stay as stored. */
void                hammer_event_number_resolved     (HammerEventModel          *model);
/* Whether a match of @model's draw is hammer_draw_match_is_conditional(). */
gboolean            hammer_event_find_conditional    (HammerEventModel          *model);
/* Where side @side of match @index comes from as screens and paper say it:
 * its source in the draw, a bye where the loser it took only if that was
 * their first match (or only if not) turned out to be nobody, or the
 * other side of a bye left out (hammer_rounds_left_out()) it wins. */
const HammerSource *hammer_event_side_source         (HammerEventModel          *model,
                                                      guint                      index,
                                                      guint                      side);

/* hammer-events-model.c: what the model says of its entrants and matches */

/* The order of a model's entrants (HammerEventEntrant **): drawn first, by
 * their places in the draw, then by when they were added, for
 * g_ptr_array_sort(). */
int                 hammer_event_entrant_compare_draw_order (gconstpointer a,
                                                             gconstpointer b);
gboolean            hammer_event_bracket_from_string (const char                *text,
                                                      HammerBracket             *bracket);
const char         *hammer_event_bracket_to_string   (HammerBracket              bracket);
/* A result's entrants as matches.result_entrants keeps them: "%d,%d". */
char               *hammer_event_entrants_text       (const int                  entrants[2]);
/* "finished winner gw0 gw1 t0 t1 n_games p0… p1…", space-separated. */
char               *hammer_event_summary_to_string   (const HammerEventSummary  *summary);
void                hammer_event_summary_from_match  (const HammerMatch         *match,
                                                      HammerEventSummary        *summary);

gboolean            hammer_event_is_elimination      (HammerFormat               format);
gboolean            hammer_event_any_result          (HammerEventModel          *model);
/* Whether @row is a knockout match: any match of a knockout format, and
 * every match after the groups (stage 1 on). It needs a winner, and plays
 * the "knockout_games" of a sjoelbak event. */
gboolean            hammer_event_row_is_knockout     (HammerEventModel          *model,
                                                      const HammerEventMatchRow *row);
/* The options @row plays by as its rules check it: the event's, with the
 * games of a knockout match where it is one. Without handicaps. */
void                hammer_event_row_options         (HammerEventModel          *model,
                                                      const HammerEventMatchRow *row,
                                                      HammerOptions             *options);
/* The options match @index plays by: hammer_event_row_options(), with the
 * handicaps of its sides. */
void                hammer_event_match_options       (HammerEventModel          *model,
                                                      guint                      index,
                                                      HammerOptions             *options);
HammerEventEntrant *hammer_event_entrant_by_index    (HammerEventModel          *model,
                                                      int                        draw_index);
const char         *hammer_event_entrant_name        (HammerEventModel          *model,
                                                      int                        draw_index);
/* The result of @row as JSON ({"games": […]}), or NULL when it has none. */
JsonNode           *hammer_event_row_result_json     (const HammerEventMatchRow *row);
/* The name of side @side of match @index as people read it: its entrant's,
 * or both players' ("Anna / Bert") for rotating partners; %NULL where the
 * side is not known yet. */
char               *hammer_event_side_name           (HammerEventModel          *model,
                                                      guint                      index,
                                                      guint                      side);
/* The draw index of the player beside side @side's entrant in match
 * @index, or -1 for a side of one entrant. */
int                 hammer_event_side_partner        (HammerEventModel          *model,
                                                      guint                      index,
                                                      guint                      side);
/* Every player of match @index by draw index, into @out: the sides'
 * entrants and their partners, known ones only; returns how many. */
guint               hammer_event_match_players       (HammerEventModel          *model,
                                                      guint                      index,
                                                      int                        out[4]);
/* Rotating partners: the players (draw indices, ascending) of round @round
 * who are in none of its matches and have not withdrawn. */
GArray             *hammer_event_round_sitting_out   (HammerEventModel          *model,
                                                      guint                      round);
/* The matches of @model as hammer_events_write_matches_json() writes them. */
char               *hammer_event_write_matches_text  (HammerEventModel          *model);
/* The index of match @match_id in @model, or -1 with an error naming it. */
int                 hammer_event_find_match          (HammerEventModel          *model,
                                                      gint64                     match_id,
                                                      GError                   **error);
/* A bye has no number, so its id names it: the id is what hammer-cli
 * takes. Returns FALSE. */
gboolean            hammer_event_set_bye_error       (const HammerEventMatchRow *row,
                                                      GError                   **error);
/* The error of a line of a results file that is not JSON. */
void                hammer_event_set_not_json_error  (GError                   **error);
gboolean            hammer_event_match_open          (HammerEventModel          *model,
                                                      guint                      index);
/* What screens and messages call a match. */
char               *hammer_event_match_label         (const HammerEventMatchRow *row);
HammerEventBoard   *hammer_event_board_by_id         (HammerEventModel          *model,
                                                      gint64                     board_id);

/* hammer-event-match.c, hammer-board.c: the typed objects screens show */

/* Sets the properties of @self to those of match @index of @model,
 * notifying each that changed. */
void                hammer_event_match_update        (HammerEventMatch          *self,
                                                      HammerEventModel          *model,
                                                      guint                      index);
HammerEventMatch   *hammer_event_match_new_from_model (HammerEventModel         *model,
                                                       guint                     index);
/* Sets the properties of @self to those of board @index of @model, with
 * @match on it and @last its latest result, notifying each that changed. */
void                hammer_board_update              (HammerBoard               *self,
                                                      HammerEventModel          *model,
                                                      guint                      index,
                                                      HammerEventMatch          *match,
                                                      HammerEventMatch          *last);
HammerBoard        *hammer_board_new_from_model      (HammerEventModel          *model,
                                                      guint                      index,
                                                      HammerEventMatch          *match,
                                                      HammerEventMatch          *last);
/* Puts match @index of @other, another event of the day, on @self (after
 * hammer_board_update() found none of its own event on it). */
void                hammer_board_take_other          (HammerBoard               *self,
                                                      HammerEventModel          *other,
                                                      guint                      index);

/* hammer-entrant.c, hammer-standings-line.c, hammer-event.c: the event, its
 * entrants and its standings as screens show them */

/* The seed the event JSON gives @entrant: its draw position once drawn,
 * else the seed asked for; 0 for none. */
guint               hammer_event_entrant_seed        (const HammerEventEntrant  *entrant);
/* Sets the properties of @self to those of @entrant, notifying each that
 * changed. */
void                hammer_entrant_update            (HammerEntrant             *self,
                                                      const HammerEventEntrant  *entrant);
HammerEntrant      *hammer_entrant_new_from_model    (const HammerEventEntrant  *entrant);
/* Sets the properties of @self to those of @line of @model, notifying each
 * that changed. */
/* @group_tables: hammer_event_group_tables() of @model, or %NULL. */
void                hammer_standings_line_update     (HammerStandingsLine            *self,
                                                      HammerEventModel               *model,
                                                      const HammerEventStandingsLine *line,
                                                      GPtrArray                      *group_tables);
HammerStandingsLine *hammer_standings_line_new_from_model (HammerEventModel               *model,
                                                           const HammerEventStandingsLine *line,
                                                           GPtrArray                 *group_tables);

HammerEventListing *hammer_event_listing_new_from_model (HammerEventModel *model);

/* hammer-events-standings.c: writes @model's settings, as they are now,
 * into its row, logged in @tx. */
gboolean            hammer_event_write_settings      (HammerStoreTx             *tx,
                                                      HammerEventModel          *model,
                                                      GError                   **error);

/* hammer-events-create.c: what creating an event checks */

gboolean            hammer_event_check_name          (const char                *name,
                                                      GError                   **error);
/* Every format but the series pairs two entrants in a match; a series card
 * is one player's. */
gboolean            hammer_event_check_sides         (HammerFormat               format,
                                                      const HammerOptions       *options,
                                                      GError                   **error);
JsonObject         *hammer_event_settings_from_spec  (const HammerEventSpec *spec,
                                                      GError             **error);
/* The event document in @contents, the text of the file @name; an empty
 * text is a JSON null, which the import refuses for what it lacks. */
JsonNode           *hammer_event_document_parse      (GBytes                    *contents,
                                                      const char                *name,
                                                      GError                   **error);
/* hammer-day-desk.c: the day's name, date, venue and currency sign, the
 * caller's to free; fails naming an unknown day. */
gboolean            hammer_day_read_heading          (sqlite3                   *db,
                                                      gint64                     day_id,
                                                      char                     **name,
                                                      char                     **date,
                                                      char                     **venue,
                                                      char                     **currency,
                                                      GError                   **error);
/* hammer-day-money.c: the entry fees paid for @model's entrants. */
gint64              hammer_event_fees_taken          (HammerEventModel          *model);
/* The prizes of @lines (HammerEventStandingsLine, @model's final
 * classification), cents per line, as hammer_payout_split() shares them
 * (@left_over as there), with what they take in all in *@paid and what the
 * table pays and no line takes in *@remainder; %NULL while @model has no
 * payout table or is not finished. */
gint64             *hammer_event_prizes              (HammerEventModel          *model,
                                                      GArray                    *lines,
                                                      gint64                    *left_over,
                                                      gint64                    *paid,
                                                      gint64                    *remainder);
/* Adds board @number named @name to event @event_id inside @tx; @what
 * says what failed, if it fails. */
/* hammer-events-entrants.c, hammer-day-desk.c: a late entry's parts, for
 * its acceptance's one change (hammer-entry-requests.c) */

/* Enters the roster's player @player_id, called @name, in event @event_id
 * before its draw, inside @tx: one player, whatever @name holds (a "/"
 * does not make it a team). Returns the new entrant's id, or 0. */
gint64              hammer_events_tx_enter_player    (HammerStoreTx             *tx,
                                                      gint64                     event_id,
                                                      gint64                     player_id,
                                                      const char                *name,
                                                      GError                   **error);
/* Checks player @player_id in for day @day_id inside @tx, unless they are
 * already: either way present in each of their events not drawn. */
gboolean            hammer_days_tx_mark_here         (HammerStoreTx             *tx,
                                                      gint64                     day_id,
                                                      gint64                     player_id,
                                                      GError                   **error);

/* hammer-day.c, hammer-day-queue.c: the day's holds, which the calls of
 * an event of a day respect (hammer-events-boards.c) */

gboolean            hammer_day_check_exists          (sqlite3                   *db,
                                                      gint64                     day_id,
                                                      GError                   **error);
void                hammer_day_add_reserved_json     (JsonBuilder               *builder,
                                                      sqlite3_stmt              *stmt,
                                                      int                        col);
typedef struct _HammerDayHolds HammerDayHolds;
/* Who is on a board of day @day_id and who rests now, over every event of
 * the day; @model counts as it is in memory, the others as stored. With
 * @ignore_rest nobody rests. */
HammerDayHolds     *hammer_day_holds_new             (sqlite3                   *db,
                                                      gint64                     day_id,
                                                      HammerEventModel          *model,
                                                      gboolean                   ignore_rest,
                                                      GError                   **error);
void                hammer_day_holds_free            (HammerDayHolds            *holds);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerDayHolds, hammer_day_holds_free)
/* The event and the index of its match that is on board @board_id, or FALSE. */
gboolean            hammer_day_holds_board_match     (HammerDayHolds            *holds,
                                                      gint64                     board_id,
                                                      HammerEventModel         **model,
                                                      guint                     *index);
/* Whether an open match of any event of the day is on board @board_id. */
gboolean            hammer_day_holds_board_busy      (HammerDayHolds            *holds,
                                                      gint64                     board_id);
/* Sets busy[draw index] for the entrants of @model with a held player. */
void                hammer_day_holds_mark            (HammerDayHolds            *holds,
                                                      HammerEventModel          *model,
                                                      gboolean                  *busy);
/* Notes that match @index of @model went on board @number. */
void                hammer_day_holds_take            (HammerDayHolds            *holds,
                                                      HammerEventModel          *model,
                                                      guint                      index,
                                                      guint                      number);
/* When the match on board @board_id likely ends; %NULL when it is free. */
GDateTime          *hammer_day_holds_board_free_at   (HammerDayHolds            *holds,
                                                      gint64                     board_id);
/* The holds of @model, an event on no day: its players on its boards. */
HammerDayHolds     *hammer_day_holds_new_for_event   (HammerEventModel          *model);
/* FALSE with @error, a violation naming the player, the board or the end
 * of the rest and the event, when a player of match @index of @model is
 * on a board ("player-on-board") or resting ("player-resting"). */
gboolean            hammer_day_holds_check           (HammerDayHolds            *holds,
                                                      sqlite3                   *db,
                                                      HammerEventModel          *model,
                                                      guint                      index,
                                                      GError                   **error);
/* The name of player @player_id, or %NULL when it cannot be read. */
char               *hammer_day_player_name           (sqlite3                   *db,
                                                      gint64                     player_id);
/* When every held player of match @index of @model is likely free again
 * (their match's estimated end and the rest, or the end of their rest);
 * %NULL when none is held. */
GDateTime          *hammer_day_holds_not_before      (HammerDayHolds            *holds,
                                                      HammerEventModel          *model,
                                                      guint                      index);
/* hammer-day-reserve.c: a reserved round's text ("final",
 * "consolation:semifinal") read into a bracket and rounds before its last;
 * FALSE when it is none. */
gboolean            hammer_day_round_parse           (const char                *text,
                                                      HammerBracket             *bracket,
                                                      int                       *from_last);
/* The rounds of @model's knockout a board may be kept for, as stored. */
GStrv               hammer_day_event_rounds          (HammerEventModel          *model);
/* Whether match @index of @model is of the round @board is kept for. */
gboolean            hammer_day_board_round_has       (const HammerEventBoard    *board,
                                                      HammerEventModel          *model,
                                                      guint                      index);
/* Whether @board may take match @index of @model (its reservation): a
 * board kept for a round takes that round's matches and, while none is
 * ready, those of its event that lead to it; a round's match goes to no
 * other board than one kept for it. */
gboolean            hammer_day_board_takes           (const HammerEventBoard    *board,
                                                      HammerEventModel          *model,
                                                      guint                      index);
/* hammer-event-queue.c: whether a player of match @index is @busy (by
 * draw index), and marking them so */
gboolean            hammer_event_match_busy          (HammerEventModel          *model,
                                                      guint                      index,
                                                      const gboolean            *busy);
void                hammer_event_mark_busy           (HammerEventModel          *model,
                                                      guint                      index,
                                                      gboolean                  *busy);
/* The ready matches not on a board, in calling order (indices). A match
 * with a player @busy (or NULL) is left out, and with @limit > 0 only the
 * first @limit are kept. */
GArray             *hammer_event_compute_queue_limited (HammerEventModel        *model,
                                                        const gboolean          *busy,
                                                        guint                    limit);
/* hammer-event-queue.c, hammer-events-boards.c: for the day's queue */
gboolean            hammer_event_put_on_board        (HammerStoreTx             *tx,
                                                      HammerEventModel          *model,
                                                      guint                      index,
                                                      gint64                     board_id,
                                                      gboolean                   call,
                                                      GError                   **error);
gboolean            hammer_event_assign_boards_held  (HammerStoreTx             *tx,
                                                      HammerEventModel          *model,
                                                      HammerDayHolds            *holds,
                                                      gboolean                   call,
                                                      guint                     *n_assigned,
                                                      GError                   **error);

/* A date like 2026-11-21, or NULL or empty. */
gboolean            hammer_event_check_date          (const char                *date,
                                                      GError                   **error);
gboolean            hammer_event_insert_board        (HammerStoreTx             *tx,
                                                      gint64                     event_id,
                                                      gint64                     number,
                                                      const char                *name,
                                                      const char                *what,
                                                      GError                   **error);

/* hammer-events-boards.c: calling matches to the boards */

/* Fills every free board from the queue; nobody is put on two boards. */
gboolean            hammer_event_assign_boards       (HammerStoreTx             *tx,
                                                      HammerEventModel          *model,
                                                      GError                   **error);

/* hammer-events-board-changes.c: the matches under way when a result is
 * corrected */

/* The open matches other than @index that are on a board or have ends
 * typed: those a correction must not change behind the players' backs. */
GArray             *hammer_event_matches_under_way   (HammerEventModel          *model,
                                                      guint                      index);
/* The matches of @under_way that the change in @model gives other players,
 * as hammer_events_list_board_changes() describes them. */
JsonNode           *hammer_event_board_changes_json  (HammerEventModel          *model,
                                                      GArray                    *under_way);
/* Starts over every match of @under_way that the change gave other
 * players: on its board from now, without the ends typed for the old
 * players; one left without its players leaves its board for the next
 * match. A Swiss round drawn again took its old matches with it. */
gboolean            hammer_event_restart_changed_matches (HammerStoreTx    *tx,
                                                          HammerEventModel *model,
                                                          GArray           *under_way,
                                                          GError          **error);

/* hammer-event-queue.c: the queue */

/* The ready matches not on a board, in calling order (indices). */
GArray             *hammer_event_compute_queue       (HammerEventModel          *model);

/* hammer-events-boards-json.c: the boards as screens show them */

/* The match on board @board (index), or -1, and its latest result, or -1. */
void                hammer_event_board_matches       (HammerEventModel          *model,
                                                      guint                      board,
                                                      int                       *current,
                                                      int                       *last);
/* The typical minutes of match @row from its call to its end, @played of its
 * games done: the games it likely needs, each as long as the rule set's
 * typical game (hammer-events-timetable.c plans the day with it). */
int                 hammer_event_match_minutes       (HammerEventModel          *model,
                                                      const HammerEventMatchRow *row,
                                                      int                        played);
/* When the match @row on a board will likely end (ISO 8601), or NULL. */
char               *hammer_event_estimate_end        (HammerEventModel          *model,
                                                      HammerEventMatchRow       *row);

/* hammer-events-entrants.c: entering, for the blind draw */
/* The model of event @event_id while it takes entries: before its draw. */
HammerEventModel   *hammer_event_load_undrawn        (HammerStore               *self,
                                                      gint64                     event_id,
                                                      GError                   **error);
/* Enters @player_ids as one entrant named @display_name; its id, or 0. */
gint64              hammer_event_insert_entrant      (HammerStoreTx             *tx,
                                                      HammerEventModel          *model,
                                                      const char                *display_name,
                                                      const GArray              *player_ids,
                                                      GError                   **error);
/* Deletes @entrant with its players' links, each logged. */
gboolean            hammer_event_delete_entrant      (HammerStoreTx             *tx,
                                                      const HammerEventEntrant  *entrant,
                                                      GError                   **error);
/* Sets @entrant's handicap, logged (checked by the caller). */
gboolean            hammer_event_write_handicap      (HammerStoreTx             *tx,
                                                      const HammerEventEntrant  *entrant,
                                                      int                        handicap,
                                                      GError                   **error);

/* hammer-events-ratings.c */
/* Every rated player's rating (double *) in @rules_id's game, by player id
 * (gint64 *); NULL with @error set when the ratings cannot be read. */
GHashTable         *hammer_event_ratings_by_player   (HammerStore               *self,
                                                      const char                *rules_id,
                                                      GError                   **error);

/* hammer-events-draw.c: the draw and the Swiss rounds */
/* Orders HammerEventEntrant pointers as the draw seeds them: seeded
 * entrants first, by seed, the rest in the order they came in. */
int                 hammer_event_compare_for_seeding (gconstpointer              a,
                                                      gconstpointer              b);

guint               hammer_event_swiss_rounds        (HammerEventModel          *model);
/* How many rounds a Swiss event of @n_drawn entrants with @settings has. */
guint               hammer_event_swiss_rounds_of     (JsonObject                *settings,
                                                      guint                      n_drawn);
/* The options of the draw that @settings (an event's) ask for. */
void                hammer_event_draw_options        (JsonObject                *settings,
                                                      HammerDrawOptions         *options);
/* Rotating partners, once a player has withdrawn: every round after the
 * last with a result paired again among those still in. */
gboolean            hammer_event_redraw_partners     (HammerStoreTx             *tx,
                                                      HammerEventModel          *model,
                                                      GError                   **error);
/* Pairs the next Swiss round from the standings so far. */
gboolean            hammer_event_pair_swiss_round    (HammerStoreTx             *tx,
                                                      HammerEventModel          *model,
                                                      guint                      round,
                                                      GError                   **error);

/* hammer-events-import-check.c: an event document checked before it is stored */

/* Checks every number of the document's @boards, @players, @entrants and
 * @matches that becomes an index, a count or a loop bound, and that its
 * draw is the one Hammer makes for its @format, @settings (as stored) and
 * drawn entrants; @drawn is the document's word on whether it was drawn;
 * @options' team_size is the most players an entrant may have, and an
 * entrant's handicap is checked against @rules and @options. */
gboolean            hammer_event_check_document      (HammerFormat               format,
                                                      JsonObject                *settings,
                                                      gboolean                   drawn,
                                                      guint32                    draw_seed,
                                                      const HammerRules         *rules,
                                                      const HammerOptions       *options,
                                                      JsonArray                 *boards,
                                                      JsonArray                 *players,
                                                      JsonArray                 *entrants,
                                                      JsonArray                 *matches,
                                                      GError                   **error);
/* Sets @error to say that the document is damaged and @what is wrong;
 * returns FALSE. */
gboolean            hammer_event_document_error      (GError                   **error,
                                                      const char                *what);

/* hammer-events-import-settings.c: a document's settings */

/* The settings of an imported event, checked and written as
 * hammer_events_create() writes them. */
JsonObject         *hammer_event_settings_from_document (JsonObject             *event,
                                                         HammerFormat            format,
                                                         GError                **error);

/* hammer-events-import-money.c: the desk's money in a document */

/* The event's "fee" (cents, 0 when missing) and "payout" ({"kind":
 * "percent" or "amount", "places": [...]}; kind NONE when missing or
 * null), checked. */
gboolean            hammer_event_document_money      (JsonObject                *event,
                                                      gint64                    *fee,
                                                      HammerPayout              *payout,
                                                      GError                   **error);
/* Entrant @index's @member, "paid" or "refund" ({"amount" in cents,
 * "method"}; NONE when missing or null), checked. */
gboolean            hammer_event_document_payment    (JsonObject                *entrant,
                                                      guint                      index,
                                                      const char                *member,
                                                      HammerPaymentMethod       *method,
                                                      gint64                    *cents,
                                                      GError                   **error);

/* hammer-events-groups.c: the groups' own tables */

/* The group stage's final order, for the knockout's sources; a group's
 * order is known only once all its matches are decided. The event's own
 * tie-breakers order it, as they order the standings. */
GArray             *hammer_event_group_places        (HammerEventModel          *model);
/* The figures of group @group's own matches, for its cross-table: a
 * HammerStandingsRow for each member, in order, placed from 1 within the
 * group (shared places keep one number). */
GArray             *hammer_event_group_table         (HammerEventModel          *model,
                                                      int                        group);
/* Every group's table (hammer_event_group_table()), by group; %NULL for a
 * format without groups. */
GPtrArray          *hammer_event_group_tables        (HammerEventModel          *model);
/* The row of @entrant (an entrant's index) in @tables, with its group and
 * whether its place is shared there; %NULL when it is in no group. */
const HammerStandingsRow *hammer_event_group_row     (GPtrArray                 *tables,
                                                      int                        entrant,
                                                      int                       *group,
                                                      gboolean                  *shared);

/* hammer-events-standings.c: the order of the entrants */

/* Match @index of @model as the standings count it; *@game_points gets
 * what its game points point into, for the caller to free. */
void                hammer_event_standings_match_from_row (HammerEventModel      *model,
                                                          guint                  index,
                                                          HammerStandingsMatch  *out,
                                                          int                  **game_points);
/* The event's tie-breakers, or its format's; how many, into @out (at
 * least HAMMER_N_TIE_BREAKERS long). */
guint               hammer_event_tie_breakers        (HammerEventModel          *model,
                                                      HammerTieBreaker          *out);
GArray             *hammer_event_compute_standings   (HammerEventModel          *model);
/* The standings of @model, in order, with their places
 * (HammerEventStandingsLine): the one computation behind the standings on
 * every screen, sheet and file. A knockout places by the round reached
 * (hammer_draw_placings(), the final placings once it is over): those still
 * in first, then those out, the later out ahead; the table's figures order
 * each group. */
GArray             *hammer_event_standings           (HammerEventModel          *model);
/* Who plays in @bracket of @model (the consolation, the second
 * knockout), per draw index; NULL for an event without one. */
gboolean           *hammer_event_bracket_players     (HammerEventModel          *model,
                                                      HammerBracket              bracket);
/* The tie-breaker called @name; FALSE with @error set, naming every
 * tie-breaker there is, when there is none of that name. */
gboolean            hammer_event_tie_breaker_from_name (const char        *name,
                                                        HammerTieBreaker  *tie_breaker,
                                                        GError           **error);

/* hammer-events-standings-json.c: the JSON of the standings */

/* Called for each figure of a standings line, by the name of the
 * standings JSON; @value is NAN where the line has none, and the JSON
 * writes it as an integer when @integer. */
typedef void (*HammerEventFigureFunc) (const char *member,
                                       gboolean    integer,
                                       double      value,
                                       gpointer    user_data);

/* The figures of standings @row of an event of @format, in the order the
 * standings JSON has them: what every surface shows of a line. */
void                hammer_event_standings_figures   (HammerFormat               format,
                                                      const HammerStandingsRow  *row,
                                                      HammerEventFigureFunc      func,
                                                      gpointer                   user_data);

/* hammer-events-json.c: the JSON of events, matches and boards */

/* Writes the JSON of @model with @builder. */
typedef void (*HammerEventBuildFunc) (JsonBuilder      *builder,
                                      HammerEventModel *model);

/* The JSON that @build writes of event @event_id, read from the cache
 * while the database stays as it was and given back to it. */
JsonNode           *hammer_event_build_json          (HammerStore               *self,
                                                      gint64                     event_id,
                                                      HammerEventBuildFunc       build,
                                                      GError                   **error);
HammerEventState    hammer_event_state               (HammerEventModel          *model);
/* "setup", "in_progress" or "finished": the state of the event of @model. */
const char         *hammer_event_state_name          (HammerEventModel          *model);
/* A node that takes @object over. */
JsonNode           *hammer_event_take_object_node    (JsonObject                *object);
/* A node holding a reference to @object. */
JsonNode           *hammer_event_ref_object_node     (JsonObject                *object);
char               *hammer_event_object_to_string    (JsonObject                *object);
/* json-glib would store NULL as an empty string; the documents say null. */
void                hammer_event_add_nullable_string (JsonBuilder               *builder,
                                                      const char                *value);
/* The fields an event shows and exports alike. */
void                hammer_event_add_fields          (JsonBuilder               *builder,
                                                      HammerEventModel          *model);
void                hammer_event_add_boards_json     (JsonBuilder               *builder,
                                                      HammerEventModel          *model);
/* "fee" in cents and "payout": {"kind", "places"} or null. */
void                hammer_event_add_money_json      (JsonBuilder               *builder,
                                                      HammerEventModel          *model);
/* "paid": {"amount", "method"} where the desk took @entrant's fee, and
 * "refund" likewise where it gave money back; nothing otherwise. */
void                hammer_event_add_paid_json       (JsonBuilder               *builder,
                                                      const HammerEventEntrant  *entrant);
/* The state of match @index, as hammer_events_get_matches_json() says it. */
HammerEventMatchState hammer_event_match_state       (HammerEventModel          *model,
                                                      guint                      index);
/* The number of the board game @game of series card @row is played on. */
guint               hammer_event_series_board_number (HammerEventModel          *model,
                                                      const HammerEventMatchRow *row,
                                                      int                        game);
/* A match's number, or null for a bye, which has none. */
void                hammer_event_add_match_number    (HammerJsonOut             *out,
                                                      const HammerEventMatchRow *row);
void                hammer_event_add_match_json      (JsonBuilder               *builder,
                                                      HammerEventModel          *model,
                                                      guint                      index);
/* The one home of a match's JSON, written as nodes or as text. */
void                hammer_event_write_match_json    (HammerJsonOut             *out,
                                                      HammerEventModel          *model,
                                                      guint                      index);

/* hammer_events_draw(); with @full_teams, an event for teams refuses
 * entrants that are not whole teams, as the desk does. hammer-cli's draw
 * (the command-line contract) takes them as they are. */
gboolean            _hammer_events_draw              (HammerStore               *self,
                                                      gint64                     event_id,
                                                      gboolean                   have_seed,
                                                      guint32                    seed,
                                                      gboolean                   full_teams,
                                                      GError                   **error);

/* hammer-events-result-rows.c: a result written into its match's row.
 * A batch's results wait in a HammerEventResultRows and are written
 * together (hammer_event_result_rows_write()): the rows as they were are
 * held in one statement, each row then takes one UPDATE, and the rows go
 * into the change log with what they have become in one more. A result
 * stored alone costs a read, an update and a log row of its own. A batch
 * writes what waits before any other write may log one of its rows. */
typedef struct _HammerEventResultRows HammerEventResultRows;

HammerEventResultRows *hammer_event_result_rows_new   (HammerStoreTx          *tx);
void                   hammer_event_result_rows_free  (HammerEventResultRows  *pending);
gboolean               hammer_event_result_rows_write (HammerStoreTx          *tx,
                                                       HammerEventResultRows  *pending,
                                                       GError                **error);
/* Stores the result @state, read as @input (taken), with @new_result as
 * HammerEventMatchRow.result, in match @index's row and brings the row in
 * the model along; with @pending, the row waits for the batch. */
gboolean hammer_event_store_result_row (HammerStoreTx *tx, HammerEventModel *model, guint index,
                                        int new_result, const HammerMatch *state, char *input,
                                        HammerEventResultRows *pending, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerEventResultRows, hammer_event_result_rows_free)

/* hammer_events_get_result_wait() on @db. */
HammerResultWait    hammer_result_wait_read          (sqlite3                   *db,
                                                      gint64                     match_id);


G_END_DECLS
