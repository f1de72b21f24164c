/* test-day-desk.c — a day's registration desk through hammer-cli: fees,
 * check-in, payments by both methods, late entries, payouts with a shared
 * place, the day's money and its paper; bad input; undo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <sqlite3.h>

#include "events/hammer-day.h"
#include "events/hammer-day-desk.h"
#include "events/hammer-payout.h"
#include "day-fixture.h"
#include "test-common.h"

static gint64
player_id (JsonNode   *players,
           const char *name)
{
  return json_object_get_int_member (day_fixture_player (players, name), "player");
}

/* Plays event 1 to its end: side 0 wins every match. */
static void
play_to_the_end (const char *db)
{
  for (gboolean played = TRUE; played;)
    {
      g_autoptr(JsonNode) matches = NULL;
      JsonArray *list;

      played = FALSE;
      g_assert_cmpint (cli_run_json (db, &matches, NULL, "matches", "--event", "1", NULL), ==, 0);
      list = json_node_get_array (matches);
      for (guint i = 0; i < json_array_get_length (list); i++)
        {
          JsonObject *match = json_array_get_object_element (list, i);
          g_autofree char *id = NULL;
          g_autoptr(JsonNode) out = NULL;

          if (!g_str_equal (json_object_get_string_member (match, "state"), "ready"))
            continue;
          id = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (match, "id"));
          g_assert_cmpint (cli_run_json (db, &out, SIDE_WINS ("4, 0"), "result", "--event", "1",
                                         "--match", id, NULL), ==, 0);
          played = TRUE;
        }
    }
}

/* The events' entrants named @name, present or not. */
static gboolean
entrant_present (const char *db,
                 const char *event,
                 const char *name)
{
  g_autoptr(JsonNode) out = NULL;
  JsonArray *entrants;

  g_assert_cmpint (cli_run_json (db, &out, NULL, "event", "show", "--event", event, NULL), ==, 0);
  entrants = json_object_get_array_member (json_node_get_object (out), "entrants");
  for (guint i = 0; i < json_array_get_length (entrants); i++)
    {
      JsonObject *entrant = json_array_get_object_element (entrants, i);

      if (g_str_equal (json_object_get_string_member (entrant, "name"), name))
        return json_object_get_boolean_member (entrant, "present");
    }
  g_assert_not_reached ();
}

static void
check_standings_prizes (const char *db)
{
  g_autoptr(JsonNode) out = NULL;
  JsonArray *lines;
  guint n_third = 0;

  g_assert_cmpint (cli_run_json (db, &out, NULL, "standings", "--event", "1", NULL), ==, 0);
  lines = json_node_get_array (out);
  g_assert_cmpuint (json_array_get_length (lines), ==, 4);
  /* 18.33 taken: 50 % is 9.16, 30 % 5.49; 3= and 3= share 15 % and 5 %
   * (2.74 + 0.91 = 3.65): 1.82 each and a cent left over. */
  for (guint i = 0; i < 4; i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);
      gint64 place = json_object_get_int_member (line, "place");
      gint64 prize = json_object_get_int_member (line, "prize");

      if (place == 1)
        g_assert_cmpint (prize, ==, 916);
      else if (place == 2)
        g_assert_cmpint (prize, ==, 549);
      else
        {
          g_assert_cmpint (place, ==, 3);
          g_assert_cmpint (prize, ==, 182);
          g_assert_cmpint (json_object_get_int_member (line, "prize_left_over"), ==, 1);
          n_third++;
        }
    }
  g_assert_cmpuint (n_third, ==, 2);
}

static void
check_money (const char *db)
{
  g_autoptr(JsonNode) out = NULL;
  JsonObject *money, *first, *second;

  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "money", "--day", "1", NULL), ==, 0);
  money = json_node_get_object (out);
  g_assert_cmpint (day_fixture_member_int (money, "due"), ==, 5000);
  g_assert_cmpint (day_fixture_member_int (money, "taken.cash"), ==, 1750);
  g_assert_cmpint (day_fixture_member_int (money, "taken.transfer"), ==, 1950);
  g_assert_cmpint (day_fixture_member_int (money, "taken.other"), ==, 333);
  g_assert_cmpint (day_fixture_member_int (money, "taken.total"), ==, 4033);
  g_assert_cmpint (day_fixture_member_int (money, "outstanding"), ==, 967);
  /* Only the finished event's prizes count; the cent left over stays. */
  g_assert_cmpint (day_fixture_member_int (money, "prizes"), ==, 1829);
  g_assert_cmpint (day_fixture_member_int (money, "balance"), ==, 2204);
  first = json_array_get_object_element (json_object_get_array_member (money, "events"), 0);
  second = json_array_get_object_element (json_object_get_array_member (money, "events"), 1);
  g_assert_cmpint (day_fixture_member_int (first, "taken"), ==, 1833);
  g_assert_cmpint (day_fixture_member_int (first, "remainder"), ==, 1);
  g_assert_true (json_object_get_boolean_member (first, "finished"));
  g_assert_cmpint (day_fixture_member_int (second, "due"), ==, 3000);
  g_assert_cmpint (day_fixture_member_int (second, "entrants"), ==, 4);
  g_assert_false (json_object_get_boolean_member (second, "finished"));
  g_assert_cmpint (day_fixture_member_int (second, "prizes"), ==, 0);
}

/* Every PDF of the desk, read back, and kept as PNG for looking at when
 * HAMMER_TEST_KEEP_PAPER names a folder. */
static void
check_paper (const char *db,
             const char *dir,
             gint64      anna)
{
  g_autofree char *receipt = g_build_filename (dir, "receipt.pdf", NULL);
  g_autofree char *sign_in = g_build_filename (dir, "sign-in.pdf", NULL);
  g_autofree char *money = g_build_filename (dir, "money.pdf", NULL);
  g_autofree char *classification = g_build_filename (dir, "classification.pdf", NULL);
  g_autofree char *anna_id = g_strdup_printf ("%" G_GINT64_FORMAT, anna);
  g_autofree char *text = NULL;
  const char *keep = g_getenv ("HAMMER_TEST_KEEP_PAPER");

  cli_ok (db, "day", "export", "--day", "1", "--kind", "receipt", "--player", anna_id, "--format",
          "pdf", "--output", receipt, NULL);
  text = pdf_text (receipt);
  for (const char *const *want = (const char *[]) { "Receipt", "For: Anna", "Open", "Hal",
                                                    "2026", "Singles", "Seniors", "€ 5.00",
                                                    "€ 7.50", "Total € 12.50 € 12.50",
                                                    "Paid in all: € 12.50 (Cash)",
                                                    "Received by", NULL };
       *want != NULL; want++)
    if (strstr (text, *want) == NULL)
      g_error ("The receipt lacks “%s”: %s", *want, text);
  g_clear_pointer (&text, g_free);

  cli_ok (db, "day", "export", "--day", "1", "--kind", "sign-in", "--format", "pdf", "--output",
          sign_in, NULL);
  text = pdf_text (sign_in);
  g_assert_nonnull (strstr (text, "Sign-in list"));
  g_assert_nonnull (strstr (text, "5 players"));
  /* By name, each with their events and fees. */
  g_assert_true (strstr (text, "Anna") < strstr (text, "Bert"));
  g_assert_true (strstr (text, "Bert") < strstr (text, "Carl"));
  g_assert_true (strstr (text, "Carl") < strstr (text, "Dirk"));
  g_assert_true (strstr (text, "Dirk") < strstr (text, "Eva"));
  g_assert_nonnull (strstr (text, "Singles, Seniors € 12.50 € 3.33"));
  g_assert_null (strstr (text, "Zed"));
  g_clear_pointer (&text, g_free);

  cli_ok (db, "day", "export", "--day", "1", "--kind", "money", "--format", "pdf", "--output",
          money, NULL);
  text = pdf_text (money);
  for (const char *const *want = (const char *[]) { "Entry fees and prizes",
                                                    "Singles € 5.00 4 € 20.00 € 18.33 € 18.29 "
                                                    "€ 0.01",
                                                    "Taken in cash € 17.50",
                                                    "Taken by transfer € 19.50",
                                                    "Taken otherwise € 3.33",
                                                    "Still outstanding € 9.67",
                                                    "Balance: taken less prizes € 22.04", NULL };
       *want != NULL; want++)
    if (strstr (text, *want) == NULL)
      g_error ("The money summary lacks “%s”: %s", *want, text);
  g_clear_pointer (&text, g_free);

  cli_ok (db, "export", "--event", "1", "--format", "pdf", "--kind", "classification", "--output",
          classification, NULL);
  text = pdf_text (classification);
  g_assert_nonnull (strstr (text, "Prize"));
  g_assert_nonnull (strstr (text, "€ 9.16"));
  g_assert_nonnull (strstr (text, "€ 5.49"));
  g_assert_cmpuint (count_in (text, "€ 1.82"), ==, 2);
  g_assert_nonnull (strstr (text, "€ 0.01 is left over"));

  if (keep != NULL)
    for (const char *const *pdf = (const char *[]) { receipt, sign_in, money, classification,
                                                     NULL }; *pdf != NULL; pdf++)
      {
        g_autofree char *base = g_path_get_basename (*pdf);
        g_autofree char *stem = g_build_filename (keep, base, NULL);
        const char *argv[] = { "pdftoppm", "-png", "-r", "60", *pdf, stem, NULL };

        g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                                     NULL, NULL, NULL, NULL));
      }
}

static void
test_desk (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-desk-XXXXXX", &dir);
  g_autoptr(JsonNode) out = NULL;
  g_autofree char *anna = NULL;
  g_autofree char *bert = NULL;
  g_autofree char *carl = NULL;
  g_autofree char *dirk = NULL;
  g_autofree char *eva = NULL;
  g_autofree char *zed = NULL;
  JsonObject *player;

  day_fixture_singles (db, "Hal");
  day_fixture_refused (db, "--fee: “-3” is not an amount", "event", "create", "--name", "Bad",
                       "--rules", "table", "--format", "single-elimination", "--day", "1", "--fee",
                       "-3", NULL);
  day_fixture_refused (db, "--fee: “five” is not an amount", "event", "create", "--name", "Bad",
                       "--rules", "table", "--format", "single-elimination", "--day", "1", "--fee",
                       "five", NULL);
  cli_ok (db, "event", "create", "--name", "Seniors", "--rules", "table", "--format",
          "single-elimination", "--day", "1", NULL);
  cli_ok (db, "event", "create", "--name", "Elsewhere", "--rules", "table", "--format",
          "single-elimination", NULL);
  /* Nothing was stored by the refused ones. */
  g_assert_cmpint (cli_run_json (db, &out, NULL, "event", "list", NULL), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (out)), ==, 3);
  g_clear_pointer (&out, json_node_unref);

  cli_ok (db, "entrants", "add", "--event", "2", "Anna", "Bert", "Eva", NULL);
  cli_ok (db, "entrants", "add", "--event", "3", "Zed", NULL);
  /* The fee of the second, set later, before its draw. */
  day_fixture_refused (db, "not an amount", "event", "fee", "--event", "2", "7,5,0", NULL);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "event", "fee", "--event", "2", "7,50", NULL),
                   ==, 0);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (out), "fee"), ==, 750);
  g_clear_pointer (&out, json_node_unref);

  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "players", "--day", "1", NULL), ==, 0);
  anna = g_strdup_printf ("%" G_GINT64_FORMAT, player_id (out, "Anna"));
  bert = g_strdup_printf ("%" G_GINT64_FORMAT, player_id (out, "Bert"));
  carl = g_strdup_printf ("%" G_GINT64_FORMAT, player_id (out, "Carl"));
  dirk = g_strdup_printf ("%" G_GINT64_FORMAT, player_id (out, "Dirk"));
  eva = g_strdup_printf ("%" G_GINT64_FORMAT, player_id (out, "Eva"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (out), "players")), ==, 5);
  player = day_fixture_player (out, "Anna");
  g_assert_cmpint (json_object_get_int_member (player, "due"), ==, 1250);
  g_assert_cmpint (json_object_get_int_member (player, "paid"), ==, 0);
  g_assert_false (json_object_get_boolean_member (player, "checked_in"));
  g_clear_pointer (&out, json_node_unref);
  zed = g_strdup_printf ("%d", 6);

  /* Check-in: once for the day, present in both events; taken back, absent. */
  cli_ok (db, "day", "check-in", "--day", "1", "--player", anna, NULL);
  day_fixture_refused (db, "Anna is checked in already", "day", "check-in", "--day", "1",
                       "--player", anna, NULL);
  day_fixture_refused (db, "Zed is in no event of day 1", "day", "check-in", "--day", "1",
                       "--player", zed, NULL);
  cli_ok (db, "day", "check-in", "--day", "1", "--player", bert, NULL);
  cli_ok (db, "day", "check-in", "--day", "1", "--player", bert, "--undo", NULL);
  g_assert_true (entrant_present (db, "1", "Anna"));
  g_assert_true (entrant_present (db, "2", "Anna"));
  g_assert_false (entrant_present (db, "1", "Bert"));
  g_assert_false (entrant_present (db, "2", "Bert"));
  cli_ok (db, "day", "check-in", "--day", "1", "--player", bert, NULL);
  g_assert_true (entrant_present (db, "2", "Bert"));

  /* Payments, by both methods and one other way. */
  cli_ok (db, "day", "pay", "--day", "1", "--player", anna, "--method", "cash", NULL);
  cli_ok (db, "day", "pay", "--day", "1", "--player", bert, "--event", "1", "--method", "transfer",
          NULL);
  cli_ok (db, "day", "pay", "--day", "1", "--player", bert, "--event", "2", "--method", "transfer",
          "--amount", "7.00", NULL);
  cli_ok (db, "day", "pay", "--day", "1", "--player", carl, "--method", "transfer", NULL);
  cli_ok (db, "day", "pay", "--day", "1", "--player", carl, "--unpaid", NULL);
  cli_ok (db, "day", "pay", "--day", "1", "--player", carl, "--method", "cash", NULL);
  cli_ok (db, "day", "pay", "--day", "1", "--player", eva, "--method", "transfer", NULL);
  cli_ok (db, "day", "pay", "--day", "1", "--player", dirk, "--event", "1", "--method", "other",
          "--amount", "3.33", NULL);
  day_fixture_refused (db, "Carl is not entered in “Seniors”", "day", "pay", "--day", "1",
                       "--player", carl, "--event", "2", "--method", "cash", NULL);
  day_fixture_refused (db, "is not played on day 1", "day", "pay", "--day", "1", "--player", anna,
                       "--event", "3", "--method", "cash", NULL);
  day_fixture_refused (db, "“cheque” is not cash, transfer or other", "day", "pay", "--day",
                       "1", "--player", anna, "--method", "cheque", NULL);
  day_fixture_refused (db, "--amount: “-1” is not an amount", "day", "pay", "--day", "1",
                       "--player", dirk, "--event", "1", "--method", "cash", "--amount", "-1",
                       NULL);

  /* A late entry before the draw owes its fee; after the draw none comes in. */
  cli_ok (db, "entrants", "add", "--event", "2", "Dirk", NULL);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "players", "--day", "1", "--player",
                                 dirk, NULL), ==, 0);
  player = day_fixture_player (out, "Dirk");
  g_assert_cmpint (json_object_get_int_member (player, "due"), ==, 1250);
  g_assert_cmpint (json_object_get_int_member (player, "paid"), ==, 333);
  g_assert_cmpint (json_object_get_int_member (player, "outstanding"), ==, 917);
  g_clear_pointer (&out, json_node_unref);
  cli_ok (db, "draw", "--event", "1", "--seed", "1", NULL);
  cli_ok (db, "draw", "--event", "2", "--seed", "1", NULL);
  day_fixture_refused (db, "entries are closed", "entrants", "add", "--event", "2", "Frank", NULL);
  day_fixture_refused (db, "its entry fee stays", "event", "fee", "--event", "2", "9.00", NULL);

  /* Payout tables, bad ones refused and nothing stored. */
  day_fixture_refused (db, "add up to 110.00 % of the entry fees", "event", "payout",
                       "--event", "1", "--percent", "1=60,2=50", NULL);
  day_fixture_refused (db, "place 1 is given twice", "event", "payout", "--event", "1",
                       "--percent", "1=50,1=20", NULL);
  day_fixture_refused (db, "places start at 1, not 0", "event", "payout", "--event", "1",
                       "--percent", "0=10", NULL);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "event", "show", "--event", "1", NULL), ==, 0);
  g_assert_true (json_object_get_null_member (json_node_get_object (out), "payout"));
  g_clear_pointer (&out, json_node_unref);
  cli_ok (db, "event", "payout", "--event", "1", "--percent", "1=50,2=30,3=15,4=5", NULL);
  cli_ok (db, "event", "payout", "--event", "2", "--amounts", "1=10,2=5", NULL);
  cli_ok (db, "event", "payout", "--event", "2", "--clear", NULL);
  cli_ok (db, "event", "payout", "--event", "2", "--amounts", "1=10,2=5", NULL);
  /* Prizes go with the final classification only. */
  g_assert_cmpint (cli_run_json (db, &out, NULL, "standings", "--event", "1", NULL), ==, 0);
  g_assert_false (json_object_has_member (json_array_get_object_element (
                    json_node_get_array (out), 0), "prize"));
  g_clear_pointer (&out, json_node_unref);

  play_to_the_end (db);
  check_standings_prizes (db);
  check_money (db);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "players", "--day", "1", NULL), ==, 0);
  check_paper (db, dir, player_id (out, "Anna"));
  tmp_remove_tree (dir);
}

/* Every desk change comes back off with undo, and on again with redo. */
static void
test_undo (StoreFixture  *f,
           gconstpointer  data)
{
  HammerDaySpec spec = { .name = "Open", .date = "2026-12-05", .n_boards = 1 };
  const char *names[] = { "Anna", "Bert", NULL };
  g_autoptr(HammerDayRegister) reg = NULL;
  g_auto(HammerPayout) payout = { 0 };
  g_autoptr(GError) error = NULL;
  HammerEventSpec event = { 0 };
  gint64 day_id, event_id, anna, changes[4];
  g_autoptr(GArray) ids = NULL;

  day_id = hammer_days_create (f->store, &spec, &error);
  g_assert_no_error (error);
  hammer_event_spec_init (&event);
  event.name = "Singles";
  event.rules = "table";
  event.day_id = day_id;
  event.fee_cents = 500;
  event_id = hammer_events_create (f->store, &event, &error);
  g_assert_no_error (error);
  ids = hammer_events_add_entrants (f->store, event_id, names, &error);
  g_assert_no_error (error);
  reg = hammer_days_get_register (f->store, day_id, &error);
  anna = ((HammerDayPlayer *) reg->players->pdata[0])->player;
  g_clear_pointer (&reg, hammer_day_register_free);

  g_assert_true (hammer_days_check_in (f->store, day_id, anna, TRUE, &error));
  changes[0] = hammer_store_get_last_change (f->store);
  /* Nothing paid is no payment, in the app as on the command line. */
  g_assert_false (hammer_days_pay (f->store, day_id, anna, event_id, HAMMER_PAYMENT_CASH, 0,
                                   &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "0.00 pays nothing"));
  g_clear_error (&error);
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, changes[0]);
  g_assert_true (hammer_days_pay (f->store, day_id, anna, 0, HAMMER_PAYMENT_CASH, -1, &error));
  changes[1] = hammer_store_get_last_change (f->store);
  g_assert_true (hammer_events_set_fee (f->store, event_id, 800, &error));
  changes[2] = hammer_store_get_last_change (f->store);
  g_assert_true (hammer_payout_parse (HAMMER_PAYOUT_PERCENT, "1=100", "--percent", &payout,
                                      &error));
  g_assert_true (hammer_events_set_payout (f->store, event_id, &payout, &error));
  changes[3] = hammer_store_get_last_change (f->store);
  g_assert_no_error (error);

  /* Payout, fee, payment, check-in: each undone in turn. */
  g_assert_true (hammer_store_undo (f->store, changes[3], &error));
  g_assert_true (hammer_store_undo (f->store, changes[2], &error));
  reg = hammer_days_get_register (f->store, day_id, &error);
  g_assert_cmpint (hammer_day_register_find (reg, anna)->fees.due, ==, 500);
  g_assert_cmpint (hammer_day_register_find (reg, anna)->fees.paid, ==, 500);
  g_clear_pointer (&reg, hammer_day_register_free);
  g_assert_true (hammer_store_undo (f->store, changes[1], &error));
  reg = hammer_days_get_register (f->store, day_id, &error);
  g_assert_cmpint (hammer_day_register_find (reg, anna)->fees.paid, ==, 0);
  g_assert_nonnull (hammer_day_register_find (reg, anna)->checked_in);
  g_clear_pointer (&reg, hammer_day_register_free);
  g_assert_true (hammer_store_undo (f->store, changes[0], &error));
  reg = hammer_days_get_register (f->store, day_id, &error);
  g_assert_null (hammer_day_register_find (reg, anna)->checked_in);
  g_clear_pointer (&reg, hammer_day_register_free);
  /* Undoing the undo puts the check-in back. */
  g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error));
  reg = hammer_days_get_register (f->store, day_id, &error);
  g_assert_nonnull (hammer_day_register_find (reg, anna)->checked_in);
  g_assert_no_error (error);
}

/* A file of schema 14 takes the desk's columns with their defaults, and
 * the changes made before still come undone; so does a day deleted with
 * its check-ins. */
static void
test_migration (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-desk-XXXXXX", &dir);
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(HammerDayRegister) reg = NULL;
  g_autoptr(JsonNode) out = NULL;
  g_autoptr(GError) error = NULL;
  gint64 entered, deleted;
  sqlite3 *raw;

  cli_ok (db, "day", "create", "--name", "Open", "--date", "2026-12-05", "--boards", "1", NULL);
  cli_ok (db, "event", "create", "--name", "Singles", "--rules", "table", "--format",
          "single-elimination", "--day", "1", NULL);
  cli_ok (db, "entrants", "add", "--event", "1", "Anna", "Bert", NULL);
  g_assert_cmpint (sqlite3_open (db, &raw), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (raw, TEST_SQL_BACK_TO_SCHEMA_14 "PRAGMA user_version = 14;",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
  {
    sqlite3_stmt *stmt = NULL;

    /* hammer-cli's last change: the entries. */
    g_assert_cmpint (sqlite3_prepare_v2 (raw, "SELECT max (id) FROM changes", -1, &stmt, NULL),
                     ==, SQLITE_OK);
    g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
    entered = sqlite3_column_int64 (stmt, 0);
    sqlite3_finalize (stmt);
  }
  sqlite3_close (raw);

  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "show", "--day", "1", NULL), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (out), "currency"), ==,
                   "€");
  g_clear_pointer (&out, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "event", "show", "--event", "1", NULL), ==, 0);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (out), "fee"), ==, 0);
  g_clear_pointer (&out, json_node_unref);

  store = hammer_store_open (db, &error);
  g_assert_no_error (error);
  /* The entries made before the migration come undone, and back. */
  g_assert_true (hammer_store_undo (store, entered, &error));
  g_assert_no_error (error);
  reg = hammer_days_get_register (store, 1, &error);
  g_assert_cmpuint (reg->players->len, ==, 0);
  g_clear_pointer (&reg, hammer_day_register_free);
  g_assert_true (hammer_store_undo (store, hammer_store_get_last_change (store), &error));
  g_assert_no_error (error);
  g_assert_true (hammer_days_check_in (store, 1, 1, TRUE, &error));
  g_assert_true (hammer_events_set_fee (store, 1, 250, &error));
  g_assert_no_error (error);

  g_assert_true (hammer_days_delete (store, 1, &error));
  deleted = hammer_store_get_last_change (store);
  g_assert_no_error (error);
  g_assert_true (hammer_store_undo (store, deleted, &error));
  g_assert_no_error (error);
  reg = hammer_days_get_register (store, 1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (hammer_day_register_find (reg, 1));
  g_assert_nonnull (hammer_day_register_find (reg, 1)->checked_in);
  g_clear_object (&store);
  tmp_remove_tree (dir);
}

/* The app's side: the writes on the store's writer and the lists read off
 * the main thread, a refused payment told through the _finish. */
static void
test_async (StoreFixture  *f,
            gconstpointer  data)
{
  HammerDaySpec spec = { .name = "Open", .date = "2026-12-05", .n_boards = 1 };
  const char *names[] = { "Anna", "Bert", NULL };
  HammerEventSpec event;
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerDayRegister) reg = NULL;
  g_autoptr(HammerDayMoney) money = NULL;
  GAsyncResult *result = NULL;
  gint64 day_id, event_id;

  day_id = hammer_days_create (f->store, &spec, &error);
  hammer_event_spec_init (&event);
  event.name = "Singles";
  event.rules = "table";
  event.day_id = day_id;
  event_id = hammer_events_create (f->store, &event, &error);
  ids = hammer_events_add_entrants (f->store, event_id, names, &error);
  g_assert_no_error (error);

  hammer_events_set_fee_async (f->store, event_id, 400, NULL, test_keep_result_cb, &result);
  g_assert_true (hammer_events_set_fee_finish (f->store, test_wait_result (&result), &error));
  g_clear_object (&result);
  hammer_days_check_in_async (f->store, day_id, 1, TRUE, NULL, test_keep_result_cb, &result);
  g_assert_true (hammer_days_check_in_finish (f->store, test_wait_result (&result), NULL, &error));
  g_clear_object (&result);
  /* Two desk writes queued at once: each finish gives the change its own
   * write made (a toast's Undo takes back that one), not the newest. */
  {
    GAsyncResult *checked_in = NULL, *paid = NULL;
    gint64 check_in_change = 0, pay_change = 0;

    hammer_days_check_in_async (f->store, day_id, 2, TRUE, NULL, test_keep_result_cb,
                                &checked_in);
    hammer_days_pay_async (f->store, day_id, 2, 0, HAMMER_PAYMENT_CASH, -1, NULL,
                           test_keep_result_cb, &paid);
    g_assert_true (hammer_days_check_in_finish (f->store, test_wait_result (&checked_in),
                                                &check_in_change, &error));
    g_assert_true (hammer_days_pay_finish (f->store, test_wait_result (&paid), &pay_change,
                                           &error));
    g_assert_no_error (error);
    g_assert_cmpint (check_in_change, >, 0);
    g_assert_cmpint (pay_change, >, check_in_change);
    g_assert_cmpint (pay_change, ==, hammer_store_get_last_change (f->store));
    g_clear_object (&checked_in);
    g_clear_object (&paid);
    /* Each undoes its own write: Bert is as he was. */
    g_assert_true (hammer_store_undo (f->store, pay_change, &error));
    g_assert_true (hammer_store_undo (f->store, check_in_change, &error));
    g_assert_no_error (error);
  }
  hammer_days_pay_async (f->store, day_id, 1, 0, HAMMER_PAYMENT_TRANSFER, -1, NULL,
                         test_keep_result_cb, &result);
  g_assert_true (hammer_days_pay_finish (f->store, test_wait_result (&result), NULL, &error));
  g_clear_object (&result);
  g_assert_no_error (error);
  hammer_days_pay_async (f->store, day_id, 99, 0, HAMMER_PAYMENT_CASH, -1, NULL,
                         test_keep_result_cb, &result);
  g_assert_false (hammer_days_pay_finish (f->store, test_wait_result (&result), NULL, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_clear_object (&result);
  /* Anna withdraws; a refund of part of it, in cash; more than was paid is
   * refused. */
  g_assert_true (hammer_events_withdraw_entrant (f->store, event_id, g_array_index (ids, gint64, 0),
                                                 &error));
  hammer_days_refund_async (f->store, day_id, 1, event_id, HAMMER_PAYMENT_CASH, 150, NULL,
                            test_keep_result_cb, &result);
  g_assert_true (hammer_days_refund_finish (f->store, test_wait_result (&result), NULL, &error));
  g_assert_no_error (error);
  g_clear_object (&result);
  hammer_days_refund_async (f->store, day_id, 1, event_id, HAMMER_PAYMENT_NONE, 401, NULL,
                            test_keep_result_cb, &result);
  g_assert_false (hammer_days_refund_finish (f->store, test_wait_result (&result), NULL, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);
  g_clear_object (&result);

  hammer_days_get_register_async (f->store, day_id, NULL, test_keep_result_cb, &result);
  reg = hammer_days_get_register_finish (f->store, test_wait_result (&result), &error);
  g_clear_object (&result);
  g_assert_no_error (error);
  g_assert_nonnull (hammer_day_register_find (reg, 1)->checked_in);
  g_assert_cmpint (hammer_day_register_find (reg, 1)->fees.paid, ==, 400);
  hammer_days_get_money_async (f->store, day_id, NULL, test_keep_result_cb, &result);
  money = hammer_days_get_money_finish (f->store, test_wait_result (&result), &error);
  g_clear_object (&result);
  g_assert_no_error (error);
  g_assert_cmpint (money->taken[HAMMER_PAYMENT_TRANSFER], ==, 400);
  g_assert_cmpint (money->refunded[HAMMER_PAYMENT_CASH], ==, 150);
  g_assert_cmpint (money->balance, ==, 250);
  /* Bert's fee; Anna who withdrew owes none. */
  g_assert_cmpint (money->outstanding, ==, 400);
}

/* A team pays one fee: paying for one of its players pays the team's,
 * and the paper says each player's line shows it. */
static void
test_team (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-desk-XXXXXX", &dir);
  g_autofree char *sign_in = g_build_filename (dir, "sign-in.pdf", NULL);
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) out = NULL;
  JsonObject *entry;

  cli_ok (db, "day", "create", "--name", "Open", "--date", "2026-12-05", "--boards", "1", NULL);
  cli_ok (db, "event", "create", "--name", "Doubles", "--rules", "table", "--format",
          "single-elimination", "--option", "team_size=2", "--day", "1", "--fee", "10", NULL);
  cli_ok (db, "entrants", "add", "--event", "1", "Anna / Bert", "Carl / Dirk", NULL);
  cli_ok (db, "day", "pay", "--day", "1", "--player", "1", "--method", "cash", NULL);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "players", "--day", "1", NULL), ==, 0);
  entry = json_array_get_object_element (json_object_get_array_member (
                                           day_fixture_player (out, "Bert"), "events"), 0);
  g_assert_true (json_object_get_boolean_member (entry, "team"));
  g_assert_true (json_object_get_boolean_member (entry, "paid"));
  g_assert_cmpint (json_object_get_int_member (entry, "amount"), ==, 1000);
  g_clear_pointer (&out, json_node_unref);
  /* The day's money counts the team's fee once. */
  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "money", "--day", "1", NULL), ==, 0);
  g_assert_cmpint (day_fixture_member_int (json_node_get_object (out), "due"), ==, 2000);
  g_assert_cmpint (day_fixture_member_int (json_node_get_object (out), "taken.total"), ==, 1000);
  cli_ok (db, "day", "export", "--day", "1", "--kind", "sign-in", "--format", "pdf", "--output",
          sign_in, NULL);
  text = pdf_text (sign_in);
  g_assert_nonnull (strstr (text, "A team’s fee is listed with each of its players"));
  tmp_remove_tree (dir);
}

/* Places sharing a place share the prizes of the places they cover. */
static void
test_payout_split (void)
{
  g_auto(HammerPayout) payout = { 0 };
  g_autoptr(GError) error = NULL;
  const guint places[] = { 1, 2, 2, 2, 5 };
  gint64 prizes[5], left_over[5], remainder = -1;

  g_assert_true (hammer_payout_parse (HAMMER_PAYOUT_AMOUNT, "1=100, 2=50,3=20,4=10", "--amounts",
                                      &payout, &error));
  g_assert_no_error (error);
  /* 2= three times: 50 + 20 + 10 = 80.00 in three, 26.66 each, 2 cents over. */
  g_assert_cmpint (hammer_payout_split (&payout, 0, places, 5, prizes, left_over, &remainder),
                   ==, 10000 + 3 * 2666);
  g_assert_cmpint (prizes[0], ==, 10000);
  g_assert_cmpint (prizes[1], ==, 2666);
  g_assert_cmpint (prizes[3], ==, 2666);
  g_assert_cmpint (left_over[2], ==, 2);
  g_assert_cmpint (prizes[4], ==, 0);
  g_assert_cmpint (remainder, ==, 2);
  g_assert_false (hammer_payout_parse (HAMMER_PAYOUT_PERCENT, "1=100.01", "--percent", &payout,
                                       &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/day-desk/cli", test_desk);
  g_test_add ("/day-desk/undo", StoreFixture, NULL, store_fixture_set_up, test_undo,
              store_fixture_tear_down);
  g_test_add_func ("/day-desk/payout-split", test_payout_split);
  g_test_add_func ("/day-desk/migration", test_migration);
  g_test_add_func ("/day-desk/team", test_team);
  g_test_add ("/day-desk/async", StoreFixture, NULL, store_fixture_set_up, test_async,
              store_fixture_tear_down);
  return g_test_run ();
}
