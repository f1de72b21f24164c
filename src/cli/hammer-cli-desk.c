/* hammer-cli-desk.c — a day's registration desk from the command line:
 * event fee and event payout; day players, check-in, pay, money and export
 *
 * Amounts are typed with two decimals ("5.00") and printed in JSON as
 * whole cents.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hammer-cli-private.h"
#include "hammer-money.h"
#include "events/hammer-day-desk.h"
#include "events/hammer-events.h"

static int
print_event (HammerStore *store,
             gint64       event_id)
{
  g_autoptr(GError) error = NULL;

  return hammer_cli_print_or_fail (hammer_events_get_event_json (store, event_id, &error),
                                   &error);
}

/* event fee --event ID AMOUNT */
int
hammer_cli_event_fee (HammerCli  *cli,
                      int         argc,
                      char      **argv)
{
  g_autofree char *event = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  gint64 event_id = 0, cents = 0;
  int exit_code = 0;

  if (!hammer_cli_parse_id_option ("event fee", _("AMOUNT"),
                                   _("Set the entry fee of an event before its draw, as 5.00"),
                                   "event", N_("The event"), &event, &argc, &argv, &exit_code))
    return exit_code;
  if (!hammer_cli_parse_id_of ("--event", event, &event_id, &exit_code))
    return exit_code;
  if (argc != 2)
    return hammer_cli_usage_error (_("“event fee” needs one amount, as 5.00"));
  if (!hammer_money_parse (argv[1], "--fee", &cents, &error) ||
      !(store = hammer_cli_open_store (cli, &error)) ||
      !hammer_events_set_fee (store, event_id, cents, &error))
    return hammer_cli_fail (error, NULL);
  return print_event (store, event_id);
}

/* event payout --event ID --percent "1=50,2=30" | --amounts "1=100" | --clear */
int
hammer_cli_event_payout (HammerCli  *cli,
                         int         argc,
                         char      **argv)
{
  g_autofree char *event = NULL;
  g_autofree char *percent = NULL;
  g_autofree char *amounts = NULL;
  gboolean clear = FALSE;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(HammerPayout) payout = { 0 };
  gint64 event_id = 0;
  int exit_code = 0;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_STRING, &event, N_("The event"), N_("ID") },
    { "percent", 0, 0, G_OPTION_ARG_STRING, &percent,
      N_("Prizes as percentages of the entry fees taken, by place: 1=50,2=30,3=20"),
      N_("LIST") },
    { "amounts", 0, 0, G_OPTION_ARG_STRING, &amounts,
      N_("Fixed prizes by place: 1=100,2=50"), N_("LIST") },
    { "clear", 0, 0, G_OPTION_ARG_NONE, &clear, N_("No prizes"), NULL },
    { NULL }
  };

  if (!hammer_cli_parse_options ("event payout", "",
                                 _("The prizes of an event by place. Places that share one "
                                   "share the prizes of the places they cover, in whole cents; "
                                   "“standings” gives each line its \"prize\" in cents once the "
                                   "event is over"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (!hammer_cli_parse_id_of ("--event", event, &event_id, &exit_code))
    return exit_code;
  if ((percent != NULL) + (amounts != NULL) + clear != 1)
    return hammer_cli_usage_error (_("“event payout” takes one of --percent, --amounts or "
                                     "--clear"));
  if ((percent != NULL &&
       !hammer_payout_parse (HAMMER_PAYOUT_PERCENT, percent, "--percent", &payout, &error)) ||
      (amounts != NULL &&
       !hammer_payout_parse (HAMMER_PAYOUT_AMOUNT, amounts, "--amounts", &payout, &error)) ||
      !(store = hammer_cli_open_store (cli, &error)) ||
      !hammer_events_set_payout (store, event_id, clear ? NULL : &payout, &error))
    return hammer_cli_fail (error, NULL);
  return print_event (store, event_id);
}

static int
print_register (HammerStore *store,
                gint64       day_id,
                gint64       player_id)
{
  g_autoptr(HammerDayRegister) reg = NULL;
  g_autoptr(GError) error = NULL;

  if (!(reg = hammer_days_get_register (store, day_id, &error)))
    return hammer_cli_fail (error, NULL);
  return hammer_cli_print_or_fail (hammer_day_register_to_json (reg, player_id), &error);
}

/* day players --day ID [--player ID] */
static int
players_command (HammerCli  *cli,
                 int         argc,
                 char      **argv)
{
  g_autofree char *day = NULL;
  g_autofree char *player = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  gint64 day_id = 0, player_id = 0;
  int exit_code = 0;
  GOptionEntry entries[] = {
    { "day", 0, 0, G_OPTION_ARG_STRING, &day, N_("The day"), N_("ID") },
    { "player", 0, 0, G_OPTION_ARG_STRING, &player, N_("Only this player"), N_("ID") },
    { NULL }
  };

  if (!hammer_cli_parse_options ("day players", "",
                                 _("The day's players by name: their events, entry fees "
                                   "(in cents), what they paid and how, and who checked in"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (!hammer_cli_parse_id_of ("--day", day, &day_id, &exit_code) ||
      (player != NULL && !hammer_cli_parse_id_of ("--player", player, &player_id, &exit_code)))
    return exit_code;
  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);
  return print_register (store, day_id, player_id);
}

/* day check-in --day ID --player ID [--undo] */
static int
check_in_command (HammerCli  *cli,
                  int         argc,
                  char      **argv)
{
  g_autofree char *day = NULL;
  g_autofree char *player = NULL;
  gboolean undo = FALSE;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  gint64 day_id = 0, player_id = 0;
  int exit_code = 0;
  GOptionEntry entries[] = {
    { "day", 0, 0, G_OPTION_ARG_STRING, &day, N_("The day"), N_("ID") },
    { "player", 0, 0, G_OPTION_ARG_STRING, &player, N_("The player"), N_("ID") },
    { "undo", 0, 0, G_OPTION_ARG_NONE, &undo,
      N_("Take the check-in back: absent from the events not drawn yet"), NULL },
    { NULL }
  };

  if (!hammer_cli_parse_options ("day check-in", "",
                                 _("Check a player in for the whole day: present in every "
                                   "event of the day not drawn yet"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (!hammer_cli_parse_id_of ("--day", day, &day_id, &exit_code) ||
      !hammer_cli_parse_id_of ("--player", player, &player_id, &exit_code))
    return exit_code;
  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !hammer_days_check_in (store, day_id, player_id, !undo, &error))
    return hammer_cli_fail (error, NULL);
  return print_register (store, day_id, player_id);
}

/* Tells on stderr, before a payment, what it passes by (a fee paid in full:
 * a teammate may have paid it) or takes back (the entry's payment, a team's
 * whoever paid it). */
static void
tell_payment (HammerStore         *store,
              gint64               day_id,
              gint64               player_id,
              gint64               event_id,
              HammerPaymentMethod  method)
{
  g_autoptr(HammerDayRegister) reg = hammer_days_get_register (store, day_id, NULL);
  HammerDayPlayer *player = reg != NULL ? hammer_day_register_find (reg, player_id) : NULL;

  for (guint i = 0; player != NULL && i < player->entries->len; i++)
    {
      const HammerDayEntry *entry = &g_array_index (player->entries, HammerDayEntry, i);
      const char *who = entry->team ? entry->team_names : player->name;
      g_autofree char *paid = NULL;

      if ((event_id != 0 && entry->event != event_id) || entry->withdrawn)
        continue;
      paid = hammer_money_format (entry->paid, reg->currency);
      if (method == HAMMER_PAYMENT_NONE && entry->method != HAMMER_PAYMENT_NONE)
        g_printerr (entry->team
                    /* TRANSLATORS: an event's name, a team's, an amount, how it was paid. */
                    ? _("Taking back the %s fee of %s, the team’s: %s (%s)\n")
                    /* TRANSLATORS: an event's name, a player's, an amount, how it was paid. */
                    : _("Taking back the %s fee of %s: %s (%s)\n"),
                    entry->event_name, who, paid, hammer_payment_method_label (entry->method));
      else if (method != HAMMER_PAYMENT_NONE && event_id == 0 &&
               hammer_day_entry_paid_in_full (entry))
        /* TRANSLATORS: an event's name, an entrant's, how it was paid ("Cash"). */
        g_printerr (_("Passed by: the %s fee of %s is paid already (%s)\n"), entry->event_name,
                    who, hammer_payment_method_label (entry->method));
    }
}

/* day pay --day ID --player ID [--event ID] --method M [--amount X] | --unpaid
 * | --event ID --refund [--method M] [--amount X] */
static int
pay_command (HammerCli  *cli,
             int         argc,
             char      **argv)
{
  g_autofree char *day = NULL;
  g_autofree char *player = NULL;
  g_autofree char *event = NULL;
  g_autofree char *method = NULL;
  g_autofree char *amount = NULL;
  gboolean unpaid = FALSE;
  gboolean refund = FALSE;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  gint64 day_id = 0, player_id = 0, event_id = 0, cents = -1;
  HammerPaymentMethod how = HAMMER_PAYMENT_NONE;
  int exit_code = 0;
  GOptionEntry entries[] = {
    { "day", 0, 0, G_OPTION_ARG_STRING, &day, N_("The day"), N_("ID") },
    { "player", 0, 0, G_OPTION_ARG_STRING, &player, N_("The player"), N_("ID") },
    { "event", 0, 0, G_OPTION_ARG_STRING, &event,
      N_("Only this event's fee (without it: every fee of the player's day)"), N_("ID") },
    { "method", 0, 0, G_OPTION_ARG_STRING, &method, N_("How it was paid"),
      N_("cash|transfer|other") },
    { "amount", 0, 0, G_OPTION_ARG_STRING, &amount,
      N_("With --event: what was paid, as 5.00 (without it: what is left to pay)"), N_("AMOUNT") },
    { "unpaid", 0, 0, G_OPTION_ARG_NONE, &unpaid, N_("Take the payment back"), NULL },
    { "refund", 0, 0, G_OPTION_ARG_NONE, &refund,
      N_("With --event: give the fee back (--amount: part of it; --method: how, else as it "
         "was paid)"), NULL },
    { NULL }
  };

  if (!hammer_cli_parse_options ("day pay", "", _("Record a player's entry fees as paid"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (!hammer_cli_parse_id_of ("--day", day, &day_id, &exit_code) ||
      !hammer_cli_parse_id_of ("--player", player, &player_id, &exit_code) ||
      (event != NULL && !hammer_cli_parse_id_of ("--event", event, &event_id, &exit_code)))
    return exit_code;
  if (unpaid && (method != NULL || amount != NULL || refund))
    return hammer_cli_usage_error (_("--unpaid takes no --method, --amount or --refund"));
  if (refund && event == NULL)
    return hammer_cli_usage_error (_("--refund needs --event: the fee of one event goes back"));
  if (refund && method != NULL && !hammer_payment_method_from_string (method, &how))
    return hammer_cli_usage_error (_("--method: “%s” is not cash, transfer or other"), method);
  if (!unpaid && !refund && method == NULL)
    return hammer_cli_usage_error (_("“day pay” needs --method cash, transfer or other "
                                     "(or --unpaid)"));
  if (!unpaid && !refund && !hammer_payment_method_from_string (method, &how))
    return hammer_cli_usage_error (_("--method: “%s” is not cash, transfer or other"), method);
  if (amount != NULL && !hammer_money_parse (amount, "--amount", &cents, &error))
    return hammer_cli_fail (error, NULL);
  if (cents == 0)
    return hammer_cli_usage_error ("%s", refund
                                   ? _("--amount: 0.00 gives nothing back; leave --amount out "
                                       "to give back all that was paid")
                                   : _("--amount: 0.00 pays nothing; leave --amount out to "
                                       "take what is left to pay"));
  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);
  if (!refund)
    tell_payment (store, day_id, player_id, event_id, how);
  if ((refund ? !hammer_days_refund (store, day_id, player_id, event_id, how, cents, &error)
              : !hammer_days_pay (store, day_id, player_id, event_id, how, cents, &error)))
    return hammer_cli_fail (error, NULL);
  return print_register (store, day_id, player_id);
}

/* day money --day ID */
static int
money_command (HammerCli  *cli,
               int         argc,
               char      **argv)
{
  g_autofree char *day = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(HammerDayMoney) money = NULL;
  g_autoptr(GError) error = NULL;
  gint64 day_id = 0;
  int exit_code = 0;

  if (!hammer_cli_parse_id_option ("day money", "",
                                   _("The day's money, in cents: fees due, taken by cash, "
                                     "transfer or other, outstanding, the prizes of the "
                                     "finished events and the balance"),
                                   "day", N_("The day"), &day, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (!hammer_cli_parse_id_of ("--day", day, &day_id, &exit_code))
    return exit_code;
  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(money = hammer_days_get_money (store, day_id, &error)))
    return hammer_cli_fail (error, NULL);
  return hammer_cli_print_or_fail (hammer_day_money_to_json (money), &error);
}

int
hammer_cli_day_desk (HammerCli  *cli,
                     int         argc,
                     char      **argv)
{
  if (hammer_cli_take_word (&argc, &argv, "players"))
    return players_command (cli, argc, argv);
  if (hammer_cli_take_word (&argc, &argv, "check-in"))
    return check_in_command (cli, argc, argv);
  if (hammer_cli_take_word (&argc, &argv, "pay"))
    return pay_command (cli, argc, argv);
  if (hammer_cli_take_word (&argc, &argv, "money"))
    return money_command (cli, argc, argv);
  if (hammer_cli_take_word (&argc, &argv, "export"))
    return hammer_cli_day_export (cli, argc, argv);
  return -1;
}
