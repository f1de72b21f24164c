/* hammer-day-desk.h — a day's registration desk: entry fees, payments,
 * check-in once for the day, prizes by place and the day's money
 *
 * Amounts are cents (hammer-money.h). A fee is an entrant's: a doubles
 * team pays one fee, listed with each of its players, and paying for one
 * of them pays the team's. The payment belongs to the entry; every sum of
 * the desk's money (a player's, an event's, the day's) goes through
 * hammer_fee_sum_add(), which counts an entry once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "events/hammer-payout.h"
#include "store/hammer-store.h"

G_BEGIN_DECLS

typedef enum
{
  HAMMER_PAYMENT_NONE,      /* not paid */
  HAMMER_PAYMENT_CASH,
  HAMMER_PAYMENT_TRANSFER,
  HAMMER_PAYMENT_OTHER,
} HammerPaymentMethod;

/* "cash", "transfer", "other"; NULL for NONE. */
const char *hammer_payment_method_to_string   (HammerPaymentMethod  method);
gboolean    hammer_payment_method_from_string (const char          *text,
                                               HammerPaymentMethod *method);
/* As people read it: "Cash", "Transfer", "Other", "" for NONE. */
const char *hammer_payment_method_label       (HammerPaymentMethod  method);

/* One entry of a player on the day: an entrant in one of its events. */
typedef struct
{
  gint64              event;
  char               *event_name;
  gint64              entrant;
  gboolean            drawn;      /* the event's draw is made */
  gboolean            team;       /* the entrant is a team: its fee is the team's */
  char               *team_names; /* a team's players, "Anna / Bert"; NULL for one */
  gint64              fee;
  HammerPaymentMethod method;     /* NONE: not paid */
  gint64              paid;       /* when paid */
  gboolean            withdrawn;  /* the entrant withdrew: no fee due, a refund may be */
  HammerPaymentMethod refund_method; /* NONE: nothing given back */
  gint64              refunded;   /* when given back */
} HammerDayEntry;

/* What fees come to: the desk's one rule for money, summed over entries
 * (a player's, an event's, the day's). */
typedef struct
{
  gint64 due;          /* the fees of the entries, the withdrawn ones' aside */
  gint64 paid;         /* what was paid of them, by those who withdrew too */
  gint64 refunded;     /* what the desk gave back */
  gint64 outstanding;  /* of each fee due, what is not paid yet; an entry paid
                        * more does not pay another's */
} HammerFeeSum;

/* Adds one entry (an entrant: a team's fee is one) to @sum: its @fee
 * unless @withdrawn, @paid and @refunded (0 where nothing was). */
void     hammer_fee_sum_add             (HammerFeeSum         *sum,
                                         gint64                fee,
                                         gboolean              withdrawn,
                                         gint64                paid,
                                         gint64                refunded);
/* Whether @entry's fee is paid in full (a part payment is not). */
gboolean hammer_day_entry_paid_in_full  (const HammerDayEntry *entry);
/* What is left to pay of @entry's fee: 0 for one who withdrew. */
gint64   hammer_day_entry_outstanding   (const HammerDayEntry *entry);

typedef struct
{
  gint64        player;
  char         *name;
  char         *club;         /* or NULL */
  char         *checked_in;   /* ISO 8601 time of the check-in, NULL: not checked in */
  GArray       *entries;      /* HammerDayEntry, by event */
  HammerFeeSum  fees;         /* of their entries, a team's fee in full */
  gboolean      phone_key;    /* has a key of their own for the day's page (/me) */
} HammerDayPlayer;

/* The day's list at the door (hammer_days_get_register()). */
typedef struct
{
  gint64        id;
  char         *name;
  char         *date;
  char         *venue;
  char         *currency;
  GPtrArray    *players;  /* HammerDayPlayer*, by name as people look names up */
  HammerFeeSum  fees;     /* the day's: each entry once, a team's with it */
} HammerDayRegister;

void      hammer_day_register_free      (HammerDayRegister *reg);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerDayRegister, hammer_day_register_free)
/* The player @player_id of @reg, or NULL. */
HammerDayPlayer *hammer_day_register_find (HammerDayRegister *reg,
                                           gint64             player_id);

typedef struct
{
  gint64   event;
  char    *name;
  gint64   fee;
  guint    n_entrants;   /* not withdrawn */
  gint64   due;          /* their fees */
  gint64   taken;        /* what was paid, by anyone entered, less what went back */
  gint64   refunded;     /* what the desk gave back of it */
  gboolean finished;
  gboolean has_payout;
  gint64   prizes;       /* what the finished event's places take */
  gint64   remainder;    /* what its table pays and no place takes (shared places' cents) */
  gint64   fixed_prizes; /* what a table of fixed amounts pays in all; 0 for percentages */
  gboolean over_fees;    /* the fixed prizes are more than the fees taken */
} HammerDayEventMoney;

/* The desk's warning of @event, or %NULL: "Singles: its fixed prizes (€
 * 150.00) are more than the fees taken (€ 80.00)". Not an error: a club
 * may add money of its own. */
char     *hammer_day_event_money_warning (const HammerDayEventMoney *event,
                                          const char                *currency);

/* The day's money (hammer_days_get_money()): due, taken_total,
 * refunded_total and outstanding are the day's HammerFeeSum, the same
 * figures as HammerDayRegister.fees. */
typedef struct
{
  gint64  id;
  char   *name;
  char   *date;
  char   *venue;
  char   *currency;
  gint64  due;
  gint64  taken[4];      /* by HammerPaymentMethod; [NONE] is 0 */
  gint64  taken_total;
  gint64  refunded[4];   /* given back, by HammerPaymentMethod; [NONE] is 0 */
  gint64  refunded_total;
  gint64  outstanding;   /* the fees due not yet paid */
  gint64  prizes;        /* of the finished events */
  gint64  balance;       /* taken less refunds and prizes */
  GArray *events;        /* HammerDayEventMoney, by event */
} HammerDayMoney;

void      hammer_day_money_free         (HammerDayMoney *money);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerDayMoney, hammer_day_money_free)

/* Sets the entry fee of event @event_id before its draw. Undoable. */
gboolean  hammer_events_set_fee         (HammerStore         *self,
                                         gint64               event_id,
                                         gint64               cents,
                                         GError             **error);
/* Sets the payout table of event @event_id; %NULL or kind NONE clears it.
 * Undoable. */
gboolean  hammer_events_set_payout      (HammerStore         *self,
                                         gint64               event_id,
                                         const HammerPayout  *payout,
                                         GError             **error);
/* Every player of day @day_id with their events, fees and payments. */
HammerDayRegister *hammer_days_get_register (HammerStore     *self,
                                             gint64           day_id,
                                             GError         **error);
/* Checks player @player_id in for the whole day, which marks them present
 * in every event of the day not yet drawn; with @in FALSE takes it back
 * (absent from those events). Refuses a player in no event of the day.
 * Undoable. */
gboolean  hammer_days_check_in          (HammerStore         *self,
                                         gint64               day_id,
                                         gint64               player_id,
                                         gboolean             in,
                                         GError             **error);
/* Records player @player_id's fee for event @event_id (0: every event of
 * the day they are in) paid by @method, @cents of it (-1: what is left to
 * pay), added to what was paid; method NONE marks it unpaid. The payment
 * is the entry's: a team's fee paid by one of its players is paid for the
 * other, and either takes it back. Refuses an event the player is not in,
 * a fee paid in full (without @event_id: passes it by, refusing only when
 * every one is), more than is left to pay, and the rest of a part payment
 * by another method (an entry keeps one method). One change for all;
 * undoable. */
gboolean  hammer_days_pay               (HammerStore         *self,
                                         gint64               day_id,
                                         gint64               player_id,
                                         gint64               event_id,
                                         HammerPaymentMethod  method,
                                         gint64               cents,
                                         GError             **error);
/* Records that the desk gave back @cents (-1: all they paid) of player
 * @player_id's fee for event @event_id of day @day_id, by @method (NONE:
 * as it was paid), a withdrawn entrant's only. Refuses one who has not
 * withdrawn, a fee not paid and more than was paid. Undoable (undo takes a refund back). */
gboolean  hammer_days_refund            (HammerStore         *self,
                                         gint64               day_id,
                                         gint64               player_id,
                                         gint64               event_id,
                                         HammerPaymentMethod  method,
                                         gint64               cents,
                                         GError             **error);
/* The day's fees, what was taken and how, the prizes of its finished
 * events and the balance. */
HammerDayMoney *hammer_days_get_money   (HammerStore         *self,
                                         gint64               day_id,
                                         GError             **error);

/* For the command line (hammer-day-desk-json.c). The register:
 * {"day", "currency", "players": [{"player", "name", "club", "checked_in",
 * "events": [{"event", "name", "entrant", "fee", "team": bool, "team_names",
 * "paid": bool (paid in full), "amount", "amount_paid" (the same), "method",
 * "outstanding", "withdrawn": bool, "refund", "refund_method"}], "due",
 * "paid", "refunded", "outstanding"}], "totals": {"due", "paid", "refunded",
 * "outstanding"}}, amounts in cents; only @player_id's line when it is not
 * 0 (the totals stay the day's). Withdrawn entries owe no fee; a team's
 * entry is counted once in the totals. */
JsonNode *hammer_day_register_to_json   (HammerDayRegister   *reg,
                                         gint64               player_id);
/* {"day", "currency", "due", "taken": {"cash", "transfer", "other", "total"},
 * "refunded": {the same},
 * "outstanding", "prizes", "balance", "warnings": [text], "events": [{"event",
 * "name", "fee", "entrants", "due", "taken" (less what went back), "refunded",
 * "finished", "prizes", "remainder",
 * "fixed_prizes", "warning" (only where there is one)}]}. */
JsonNode *hammer_day_money_to_json      (HammerDayMoney      *money);

/* The app's side (hammer-day-desk-async.c): the reads on a reader off the
 * main thread, the writes on the store's writer. */
void               hammer_days_get_register_async  (HammerStore          *self,
                                                    gint64                day_id,
                                                    GCancellable         *cancellable,
                                                    GAsyncReadyCallback   callback,
                                                    gpointer              user_data);
HammerDayRegister *hammer_days_get_register_finish (HammerStore          *self,
                                                    GAsyncResult         *result,
                                                    GError              **error);
void               hammer_days_get_money_async     (HammerStore          *self,
                                                    gint64                day_id,
                                                    GCancellable         *cancellable,
                                                    GAsyncReadyCallback   callback,
                                                    gpointer              user_data);
HammerDayMoney    *hammer_days_get_money_finish    (HammerStore          *self,
                                                    GAsyncResult         *result,
                                                    GError              **error);
void               hammer_days_check_in_async      (HammerStore          *self,
                                                    gint64                day_id,
                                                    gint64                player_id,
                                                    gboolean              in,
                                                    GCancellable         *cancellable,
                                                    GAsyncReadyCallback   callback,
                                                    gpointer              user_data);
/* Each _finish() of the desk's writes sets @change_id (unless NULL) to the
 * change its write made, for its undo. */
gboolean           hammer_days_check_in_finish     (HammerStore          *self,
                                                    GAsyncResult         *result,
                                                    gint64               *change_id,
                                                    GError              **error);
void               hammer_days_pay_async           (HammerStore          *self,
                                                    gint64                day_id,
                                                    gint64                player_id,
                                                    gint64                event_id,
                                                    HammerPaymentMethod   method,
                                                    gint64                cents,
                                                    GCancellable         *cancellable,
                                                    GAsyncReadyCallback   callback,
                                                    gpointer              user_data);
gboolean           hammer_days_pay_finish          (HammerStore          *self,
                                                    GAsyncResult         *result,
                                                    gint64               *change_id,
                                                    GError              **error);
void               hammer_days_refund_async        (HammerStore          *self,
                                                    gint64                day_id,
                                                    gint64                player_id,
                                                    gint64                event_id,
                                                    HammerPaymentMethod   method,
                                                    gint64                cents,
                                                    GCancellable         *cancellable,
                                                    GAsyncReadyCallback   callback,
                                                    gpointer              user_data);
gboolean           hammer_days_refund_finish       (HammerStore          *self,
                                                    GAsyncResult         *result,
                                                    gint64               *change_id,
                                                    GError              **error);
void               hammer_events_set_fee_async     (HammerStore          *self,
                                                    gint64                event_id,
                                                    gint64                cents,
                                                    GCancellable         *cancellable,
                                                    GAsyncReadyCallback   callback,
                                                    gpointer              user_data);
gboolean           hammer_events_set_fee_finish    (HammerStore          *self,
                                                    GAsyncResult         *result,
                                                    GError              **error);
/* @payout is copied. */
void               hammer_events_set_payout_async  (HammerStore          *self,
                                                    gint64                event_id,
                                                    const HammerPayout   *payout,
                                                    GCancellable         *cancellable,
                                                    GAsyncReadyCallback   callback,
                                                    gpointer              user_data);
gboolean           hammer_events_set_payout_finish (HammerStore          *self,
                                                    GAsyncResult         *result,
                                                    GError              **error);

G_END_DECLS
