/* hammer-day.h — a tournament day: several events at once on one set of boards
 *
 * A day has a date, a venue, its boards and a minimum rest between a
 * player's matches. An event of a day has no boards of its own: it plays on
 * the day's, and a match's board is the day's board row itself. One queue
 * fills the day's boards from all its events (hammer_days_call_next_matches())
 * and holds back a match with a player who is on a board in any event of
 * the day or still resting.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "events/hammer-event-match.h"
#include "store/hammer-store.h"

G_BEGIN_DECLS

typedef struct
{
  const char *name;
  const char *date;          /* YYYY-MM-DD, required */
  const char *venue;         /* or NULL */
  guint       n_boards;      /* boards numbered 1 … n, at least 1 */
  const char *board_names;   /* "Tafel 1,Tafel 2,…": exactly n names, or NULL for "Board N" */
  guint       rest_minutes;  /* the least time between the end of a player's match and the
                              * call of their next one */
  const char *currency;      /* the sign its fees and prizes are printed with; NULL: € */
} HammerDaySpec;

/* What hammer_days_update() changes of a day: a NULL text and a negative
 * rest stay as they are; an empty venue clears it. */
typedef struct
{
  const char *name;
  const char *date;          /* YYYY-MM-DD */
  const char *venue;
  int         rest_minutes;
} HammerDayChange;

/* What one call of the day's queue did: how many matches it called, and of
 * the ready matches left waiting, how many a player's rest held back and
 * how many a player on another board did. */
typedef struct _HammerDayCall
{
  guint n_called;
  guint n_held_resting;
  guint n_held_playing;
  guint n_free_left;         /* boards the call left free */
} HammerDayCall;

/* Whether a board stays free only because a waiting match's player rests
 * (no player of it on a board): then the desk may call it anyway (the call
 * with ignore_rest), which never puts on a match with a player on a board. */
gboolean  hammer_day_call_rest_holds_back  (const HammerDayCall  *call);

/* The day as the desk sees it (hammer_days_get_state()): what is on each
 * board, what waits and why, how far each event is. */
typedef struct
{
  guint   number;
  char   *name;
  gint64  reserved_event;  /* kept for that event of the day; 0: any */
  int     reserved_stage;  /* and that stage of it; -1: any */
  char   *reserved_round;  /* or that round of its knockout ("final",
                            * "consolation:final"); NULL: any */
  gint64  event;           /* the match on it, or 0 when the board is free */
  gint64  match;
  guint   match_number;
  char   *names[2];        /* its sides' names, NULL where not known */
  char   *since;           /* ISO 8601 call time, or NULL */
  HammerResultWait result_wait; /* where the board's result of it waits */
} HammerDayBoard;

typedef struct
{
  gint64  event;
  gint64  match;
  guint   number;
  char   *names[2];
  gboolean held;
  gint64  held_player;     /* who holds it back: on board held_board in held_event, */
  char   *held_name;       /* or resting until rest_until (ISO 8601) */
  gint64  held_event;
  guint   held_board;
  char   *rest_until;
  char   *eta;             /* when it will likely start (ISO 8601), the holds counted;
                            * NULL when no board of the day takes it */
  guint   board;           /* the board it will likely be played on, 0 with no eta */
  gint64  after_event;     /* and the match that board plays before it, of that event */
  guint   after;           /* (its number), 0 when none */
} HammerDayWaiting;

typedef struct
{
  gint64  id;
  char   *name;
  guint   n_played;        /* matches finished, byes not counted */
  guint   n_matches;       /* matches the draw will play, byes not counted */
  gint64  minutes_left;    /* the play left that no board has yet */
  gint64  minutes_behind;  /* the play it would have to start to be as far along (the share
                            * of its play finished or on a board) as the event of the day
                            * furthest ahead, of those not finished: the queue evens that
                            * out, the furthest behind first */
  guint   n_stages;        /* 1; 2 for a knockout after groups: what a board may be kept for */
  GStrv   rounds;          /* and the rounds of its knockout it may be kept for ("final") */
} HammerDayEventProgress;

/* An event that may join the day: not drawn yet, on no day. */
typedef struct
{
  gint64  id;
  char   *name;
} HammerDayOpenEvent;

typedef struct
{
  gint64  id;
  char   *name;
  char   *date;
  char   *venue;
  guint   rest_minutes;
  GArray *boards;          /* HammerDayBoard, by number */
  GArray *waiting;         /* HammerDayWaiting, in the order the queue takes them */
  GArray *events;          /* HammerDayEventProgress, the furthest behind first */
  GArray *open_events;     /* HammerDayOpenEvent, by id */
} HammerDayState;

/* One day as the sidebar lists it (hammer_days_list()). */
typedef struct
{
  gint64  id;
  char   *name;
  char   *date;
  guint   n_boards;
  guint   n_events;
} HammerDaySummary;

/* Creates the day with its boards; its id, or 0 with HAMMER_ERROR_INVALID
 * naming the field (an empty name, a date that is not one, no boards, more
 * or fewer names than boards). Undoable. */
gint64    hammer_days_create               (HammerStore          *self,
                                            const HammerDaySpec  *spec,
                                            GError              **error);
/* Changes day @day_id's name, date, venue or rest, checked as
 * hammer_days_create() checks them; a shorter rest holds players for less at
 * once. HAMMER_ERROR_NOT_FOUND for an unknown day. Undoable. */
gboolean  hammer_days_update               (HammerStore            *self,
                                            gint64                  day_id,
                                            const HammerDayChange  *change,
                                            GError                **error);
/* The day's id of event @event_id, 0 when it has none (or an error). */
gint64    hammer_events_get_day            (HammerStore          *self,
                                            gint64                event_id,
                                            GError              **error);
/* The ids of day @day_id's events (gint64), by id; NULL with
 * HAMMER_ERROR_NOT_FOUND for an unknown day. */
GArray   *hammer_days_get_event_ids        (HammerStore          *self,
                                            gint64                day_id,
                                            GError              **error);
/* {"id", "name", "date", "venue", "rest", "currency", "boards": [{"number", "name",
 * "reserved": {"event", "stage"} or null}], "events": [{"id", "name",
 * "format", "drawn"}]}; HAMMER_ERROR_NOT_FOUND for an unknown day. */
JsonNode *hammer_days_get_json             (HammerStore          *self,
                                            gint64                day_id,
                                            GError              **error);
/* Every day, by date then id: [{"id", "name", "date", "venue", "boards", "events"}]. */
JsonNode *hammer_days_list_json            (HammerStore          *self,
                                            GError              **error);
/* {"day", "boards": [{"number", "name", "reserved", "event", "match",
 * "match_number", "names" (the sides'), "since"}], "matches": [the ready matches not on a board in
 * the order the queue takes them: {"event", "match", "number", "names", "held",
 * "held_by": {"player", "name", "event", "board"}? or "rest_until" and
 * "rested_player": {"player", "name", "event"}?}]}. */
JsonNode *hammer_days_get_boards_json      (HammerStore          *self,
                                            gint64                day_id,
                                            GError              **error);
/* The day's boards, queue and events' progress, now; NULL with
 * HAMMER_ERROR_NOT_FOUND for an unknown day. */
HammerDayState *hammer_days_get_state     (HammerStore          *self,
                                            gint64                day_id,
                                            GError              **error);
/* The same from the models of the day's events kept on @self between
 * reads (and Call Next Match's), read again only where the change log says
 * they changed since: for a connection one thread uses, as the hall
 * server's, which reads the day after every change. Of the waiting
 * matches only the first @max_waiting (G_MAXUINT: all): a hall shows the
 * next few of a day's thousands. */
HammerDayState *hammer_days_get_state_cached (HammerStore      *self,
                                              gint64            day_id,
                                              guint             max_waiting,
                                              GError          **error);
/* The hall server's document of @state (hammer-day-json.c, beside the
 * command line's): {"day": {"id", "name", "date", "venue"}, "events":
 * [{"id", "name", "played", "matches"}, …] by id, "boards": [{"number",
 * "name" (null for a default name, which the page says in its reader's
 * language), "event", "match": {"id", "number", "names"} or null,
 * "since"}, …], "next": [the first @n_next of the waiting matches, as
 * hammer_days_get_boards_json() lists them]}. */
JsonNode *hammer_day_state_to_hall_json    (const HammerDayState *state,
                                            guint                 n_next);
void      hammer_day_state_free            (HammerDayState       *state);
/* As hammer_day_call_rest_holds_back(), from @state: a board is free, every
 * waiting match is held and one of them by a player's rest alone. */
gboolean  hammer_day_state_rest_holds_back (const HammerDayState *state);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerDayState, hammer_day_state_free)
/* Every day, by date then id: HammerDaySummary*. */
GPtrArray *hammer_days_list                (HammerStore          *self,
                                            GError              **error);
/* Fills the day's free boards from all its events and calls the matches
 * (their clocks start now): the event furthest behind first (the least
 * share of its play finished or on a board; of events equally behind, the
 * one called longest ago, so that they take turns), then its own queue
 * (stage, round, the match waiting longest); a board reserved for an
 * event (or a stage of it) takes only its matches. A match with a player on
 * a board of the day, or inside the day's rest (unless @ignore_rest), waits.
 * Fills @report; FALSE only on an error. */
gboolean  hammer_days_call_next_matches    (HammerStore          *self,
                                            gint64                day_id,
                                            gboolean              ignore_rest,
                                            HammerDayCall        *report,
                                            GError              **error);
/* Keeps board @number of the day for event @event_id (one of the day's),
 * and with @stage >= 0 for that stage of it, or with @round for that round
 * of its knockout ("final", "semifinal", "quarterfinal", "grand-final",
 * another bracket's after its name: "consolation:final"; see
 * hammer-day-reserve.c for what the board then takes); @event_id 0 frees
 * the board for any match. Refuses a stage or round the event lacks.
 * Undoable. */
gboolean  hammer_days_reserve_board        (HammerStore          *self,
                                            gint64                day_id,
                                            guint                 number,
                                            gint64                event_id,
                                            int                   stage,
                                            const char           *round,
                                            GError              **error);
/* A round as hammer_days_reserve_board() takes it, in the spelling it is
 * stored and shown in ("semi-final" → "semifinal"); NULL when it is none. */
char     *hammer_day_round_normalize       (const char           *round);
/* The round's name for a person, translated: "Semi-final". */
char     *hammer_day_round_label           (const char           *round);
/* Moves event @event_id, not drawn yet, onto day @day_id: its own boards
 * go, it plays on the day's. Refuses a drawn event (its matches keep the
 * boards they were drawn on) and one on a day already. Undoable. */
gboolean  hammer_days_add_event            (HammerStore          *self,
                                            gint64                day_id,
                                            gint64                event_id,
                                            GError              **error);
/* Takes event @event_id, not drawn yet, off its day: it gets boards of its
 * own, like the day's, and the day's boards kept for it are freed. Refuses
 * a drawn event and one on no day. Undoable. */
gboolean  hammer_days_remove_event         (HammerStore          *self,
                                            gint64                event_id,
                                            GError              **error);
/* Removes board @number of the day; refuses a board with a match on it.
 * The finished matches played there keep no board. Undoable. */
gboolean  hammer_days_remove_board         (HammerStore          *self,
                                            gint64                day_id,
                                            guint                 number,
                                            GError              **error);
/* Adds a board to day @day_id after its last, called @name (or "Board N"
 * when %NULL); its number in @number. Refuses an empty name and a day of
 * 200 boards. Undoable. */
gboolean  hammer_days_add_board            (HammerStore          *self,
                                            gint64                day_id,
                                            const char           *name,
                                            guint                *number,
                                            GError              **error);
/* Deletes day @day_id: its events leave it, each with boards of its own
 * like the day's. Refused while an event of the day has a match on a board
 * or a result. Undoable. */
gboolean  hammer_days_delete               (HammerStore          *self,
                                            gint64                day_id,
                                            GError              **error);

/* The app's side (hammer-day-async.c): hammer_days_get_state() on a reader
 * off the main thread, and the day's call on the store's writer. */
void            hammer_days_get_state_async      (HammerStore          *self,
                                                  gint64                day_id,
                                                  GCancellable         *cancellable,
                                                  GAsyncReadyCallback   callback,
                                                  gpointer              user_data);
HammerDayState *hammer_days_get_state_finish     (HammerStore          *self,
                                                  GAsyncResult         *result,
                                                  GError              **error);
void            hammer_days_call_next_matches_async  (HammerStore          *self,
                                                      gint64                day_id,
                                                      gboolean              ignore_rest,
                                                      GCancellable         *cancellable,
                                                      GAsyncReadyCallback   callback,
                                                      gpointer              user_data);
/* Fills @report as hammer_days_call_next_matches() does. */
gboolean        hammer_days_call_next_matches_finish (HammerStore          *self,
                                                      GAsyncResult         *result,
                                                      HammerDayCall        *report,
                                                      GError              **error);
/* hammer_days_create() on the store's writer; @spec's texts are copied.
 * The _finish gives the new day's id, 0 with @error. */
void            hammer_days_create_async         (HammerStore          *self,
                                                  const HammerDaySpec  *spec,
                                                  GCancellable         *cancellable,
                                                  GAsyncReadyCallback   callback,
                                                  gpointer              user_data);
gint64          hammer_days_create_finish        (HammerStore          *self,
                                                  GAsyncResult         *result,
                                                  GError              **error);
/* The day's edits on the store's writer, each as its function above; the
 * _finish says whether it was done. A board added gives its number in
 * hammer_days_edit_finish()'s @number, the change the edit made its
 * @change_id (each NULL when not wanted). */
void            hammer_days_reserve_board_async  (HammerStore          *self,
                                                  gint64                day_id,
                                                  guint                 number,
                                                  gint64                event_id,
                                                  int                   stage,
                                                  const char           *round,
                                                  GCancellable         *cancellable,
                                                  GAsyncReadyCallback   callback,
                                                  gpointer              user_data);
void            hammer_days_add_board_async      (HammerStore          *self,
                                                  gint64                day_id,
                                                  const char           *name,
                                                  GCancellable         *cancellable,
                                                  GAsyncReadyCallback   callback,
                                                  gpointer              user_data);
void            hammer_days_remove_board_async   (HammerStore          *self,
                                                  gint64                day_id,
                                                  guint                 number,
                                                  GCancellable         *cancellable,
                                                  GAsyncReadyCallback   callback,
                                                  gpointer              user_data);
void            hammer_days_add_event_async      (HammerStore          *self,
                                                  gint64                day_id,
                                                  gint64                event_id,
                                                  GCancellable         *cancellable,
                                                  GAsyncReadyCallback   callback,
                                                  gpointer              user_data);
/* hammer_days_update() on the writer; @change's texts are copied. */
void            hammer_days_update_async         (HammerStore            *self,
                                                  gint64                  day_id,
                                                  const HammerDayChange  *change,
                                                  GCancellable           *cancellable,
                                                  GAsyncReadyCallback     callback,
                                                  gpointer                user_data);
void            hammer_days_remove_event_async   (HammerStore          *self,
                                                  gint64                event_id,
                                                  GCancellable         *cancellable,
                                                  GAsyncReadyCallback   callback,
                                                  gpointer              user_data);
gboolean        hammer_days_edit_finish          (HammerStore          *self,
                                                  GAsyncResult         *result,
                                                  guint                *number,
                                                  gint64               *change_id,
                                                  GError              **error);

G_END_DECLS
