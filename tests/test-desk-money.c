/* test-desk-money.c — the desk's money through hammer-cli beyond the day's
 * list: an event document keeps its fee, payout table and payments; fixed
 * prizes over the fees are said; one who withdrew is marked in the CSV
 * and HTML exports; every surface gives the same figures, a team's fee
 * once; refunds on the sign-in list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <sqlite3.h>

#include "day-fixture.h"
#include "test-common.h"


/* The day's Singles (day-fixture.h): Anna paid 5.00 in cash, Bert 4.00
 * by transfer; a payout table @kind @table. */
static void
make_day (const char *db,
          const char *kind,
          const char *table)
{
  day_fixture_singles (db, NULL);
  cli_ok (db, "day", "pay", "--day", "1", "--player", "1", "--method", "cash", NULL);
  cli_ok (db, "day", "pay", "--day", "1", "--player", "2", "--method", "transfer", "--amount",
          "4.00", NULL);
  cli_ok (db, "event", "payout", "--event", "1", kind, table, NULL);
}

static JsonObject *
entrant_named (JsonObject *event,
               const char *name)
{
  JsonArray *entrants = json_object_get_array_member (event, "entrants");

  for (guint i = 0; i < json_array_get_length (entrants); i++)
    {
      JsonObject *entrant = json_array_get_object_element (entrants, i);

      if (g_str_equal (json_object_get_string_member (entrant, "name"), name))
        return entrant;
    }
  g_assert_not_reached ();
}

static void
assert_paid (JsonObject *event,
             const char *name,
             gint64      amount,
             const char *method)
{
  JsonObject *entrant = entrant_named (event, name);
  JsonObject *paid;

  if (method == NULL)
    {
      g_assert_false (json_object_has_member (entrant, "paid"));
      return;
    }
  paid = json_object_get_object_member (entrant, "paid");
  g_assert_cmpint (json_object_get_int_member (paid, "amount"), ==, amount);
  g_assert_cmpstr (json_object_get_string_member (paid, "method"), ==, method);
}

/* The document with @from replaced by @to, imported into @db: refused with
 * exit 2 saying @message, nothing stored. */
static void
assert_import_refused (const char *db,
                       const char *document,
                       const char *from,
                       const char *to,
                       const char *message)
{
  g_autofree char *dir = NULL;
  g_autofree char *other = tmp_db_path ("hammer-desk-money-bad-XXXXXX", &dir);
  g_autofree char *path = g_build_filename (dir, "bad.json", NULL);
  g_auto(GStrv) parts = g_strsplit (document, from, 2);
  g_autofree char *text = NULL;
  g_auto(CliRun) run = { 0 };
  g_autoptr(JsonNode) out = NULL;

  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  text = g_strjoin (to, parts[0], parts[1], NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  cli_run (&run, other, NULL, "import", path, NULL);
  g_assert_cmpint (run.status, ==, 2);
  if (strstr (run.err, message) == NULL)
    g_error ("“%s” not in: %s", message, run.err);
  g_assert_cmpint (cli_run_json (other, &out, NULL, "event", "list", NULL), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (out)), ==, 0);
  tmp_remove_tree (dir);
  (void) db;
}

/* Export, then import elsewhere: the fee, the table and every payment
 * come back; a document without them imports with none; bad ones are
 * refused. */
static void
test_document (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-desk-money-XXXXXX", &dir);
  g_autofree char *copy = g_build_filename (dir, "copy.db", NULL);
  g_autofree char *plain = g_build_filename (dir, "plain.db", NULL);
  g_autofree char *path = g_build_filename (dir, "event.json", NULL);
  g_autofree char *plain_path = g_build_filename (dir, "plain.json", NULL);
  g_autofree char *document = NULL;
  g_autoptr(JsonNode) out = NULL;
  g_autoptr(JsonNode) plain_doc = NULL;
  JsonObject *event, *payout;
  JsonArray *places;

  make_day (db, "--percent", "1=70,2=30");
  cli_ok (db, "export", "--event", "1", "--format", "json", "--output", path, NULL);
  cli_ok (copy, "import", path, NULL);
  g_assert_cmpint (cli_run_json (copy, &out, NULL, "event", "show", "--event", "1", NULL), ==, 0);
  event = json_node_get_object (out);
  g_assert_cmpint (json_object_get_int_member (event, "fee"), ==, 500);
  payout = json_object_get_object_member (event, "payout");
  g_assert_cmpstr (json_object_get_string_member (payout, "kind"), ==, "percent");
  places = json_object_get_array_member (payout, "places");
  g_assert_cmpuint (json_array_get_length (places), ==, 2);
  g_assert_cmpint (json_array_get_int_element (places, 0), ==, 7000);
  g_assert_cmpint (json_array_get_int_element (places, 1), ==, 3000);
  assert_paid (event, "Anna", 500, "cash");
  assert_paid (event, "Bert", 400, "transfer");
  assert_paid (event, "Carl", 0, NULL);
  g_clear_pointer (&out, json_node_unref);

  /* An event without fees writes the document as before, and imports. */
  cli_ok (plain, "event", "create", "--name", "Club night", "--rules", "table", "--format",
          "round-robin", NULL);
  cli_ok (plain, "entrants", "add", "--event", "1", "Anna", "Bert", NULL);
  cli_ok (plain, "export", "--event", "1", "--format", "json", "--output", plain_path, NULL);
  g_assert_true (g_file_get_contents (plain_path, &document, NULL, NULL));
  plain_doc = test_parse_json (document);
  event = json_object_get_object_member (json_node_get_object (plain_doc), "event");
  g_assert_false (json_object_has_member (event, "fee"));
  g_assert_false (json_object_has_member (event, "payout"));
  g_assert_false (json_object_has_member (entrant_named (json_node_get_object (plain_doc),
                                                         "Anna"), "paid"));
  cli_ok (copy, "import", plain_path, NULL);
  g_assert_cmpint (cli_run_json (copy, &out, NULL, "event", "show", "--event", "2", NULL), ==, 0);
  event = json_node_get_object (out);
  g_assert_cmpint (json_object_get_int_member (event, "fee"), ==, 0);
  g_assert_true (json_object_get_null_member (event, "payout"));
  g_clear_pointer (&document, g_free);

  g_assert_true (g_file_get_contents (path, &document, NULL, NULL));
  assert_import_refused (db, document, "\"fee\" : 500", "\"fee\" : -5",
                         "the event’s fee: “fee” must be a whole number from 0");
  assert_import_refused (db, document, "\"kind\" : \"percent\"", "\"kind\" : \"half\"",
                         "the event’s payout table is neither “percent” nor “amount”");
  assert_import_refused (db, document, "7000", "9000",
                         "the event’s payout table pays out more than all the fees");
  assert_import_refused (db, document, "\"method\" : \"cash\"", "\"method\" : \"cheque\"",
                         "entrant 1: its “paid” has no method (cash, transfer or other)");
  assert_import_refused (db, document, "\"amount\" : 400", "\"amount\" : \"four\"",
                         "entrant 2: its “paid” has no amount in cents from 0");
  tmp_remove_tree (dir);
}

static const char *
warning_of (JsonObject *money)
{
  JsonArray *warnings = json_object_get_array_member (money, "warnings");
  JsonObject *event = json_array_get_object_element (json_object_get_array_member (money,
                                                                                   "events"), 0);

  if (json_array_get_length (warnings) == 0)
    {
      g_assert_false (json_object_has_member (event, "warning"));
      return NULL;
    }
  g_assert_cmpuint (json_array_get_length (warnings), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (event, "warning"), ==,
                   json_array_get_string_element (warnings, 0));
  return json_array_get_string_element (warnings, 0);
}

/* Fixed prizes over the fees taken are said in the day's money and on its
 * paper, and stored all the same: a club may add money. */
static void
test_prizes_over_fees (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-desk-money-XXXXXX", &dir);
  g_autofree char *pdf = g_build_filename (dir, "money.pdf", NULL);
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) out = NULL;
  const char *said = "Singles: its fixed prizes (€ 25.00) are more than the fees taken "
                     "(€ 9.00)";

  make_day (db, "--amounts", "1=20,2=5");
  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "money", "--day", "1", NULL), ==, 0);
  g_assert_cmpstr (warning_of (json_node_get_object (out)), ==, said);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (
                     json_object_get_array_member (json_node_get_object (out), "events"), 0),
                   "fixed_prizes"), ==, 2500);
  g_clear_pointer (&out, json_node_unref);
  cli_ok (db, "day", "export", "--day", "1", "--kind", "money", "--format", "pdf", "--output", pdf,
          NULL);
  text = pdf_text (pdf);
  if (strstr (text, said) == NULL)
    g_error ("The money summary lacks the warning: %s", text);
  g_clear_pointer (&text, g_free);

  /* Within the fees, nothing to say; percentages never are over. */
  cli_ok (db, "event", "payout", "--event", "1", "--amounts", "1=6,2=3", NULL);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "money", "--day", "1", NULL), ==, 0);
  g_assert_null (warning_of (json_node_get_object (out)));
  g_clear_pointer (&out, json_node_unref);
  cli_ok (db, "event", "payout", "--event", "1", "--percent", "1=100", NULL);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "money", "--day", "1", NULL), ==, 0);
  g_assert_null (warning_of (json_node_get_object (out)));
  cli_ok (db, "day", "export", "--day", "1", "--kind", "money", "--format", "pdf", "--output", pdf,
          NULL);
  text = pdf_text (pdf);
  g_assert_null (strstr (text, "fixed prizes"));
  tmp_remove_tree (dir);
}

/* The CSV gains a last column "Withdrawn", the columns before it where they
 * were; the HTML names one who withdrew as paper does. */
static void
test_withdrawn_files (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-desk-money-XXXXXX", &dir);
  g_autofree char *csv = NULL;
  g_autofree char *html = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) header = NULL;
  guint n_withdrawn = 0;

  make_day (db, "--percent", "1=100");
  cli_ok (db, "draw", "--event", "1", "--seed", "1", NULL);
  cli_ok (db, "entrants", "withdraw", "--event", "1", "2", NULL);
  g_assert_cmpint (cli_run_text (db, &csv, NULL, NULL, "export", "--event", "1", "--format",
                                 "csv", NULL), ==, 0);
  lines = g_strsplit (csv, "\n", -1);
  g_assert_true (g_str_has_prefix (lines[0], "Place,Name,Played,"));
  g_assert_true (g_str_has_suffix (g_strchomp (lines[0]), ",Withdrawn"));
  header = g_strsplit (lines[0], ",", -1);
  for (guint i = 1; lines[i] != NULL && lines[i][0] != '\0'; i++)
    {
      g_auto(GStrv) cells = g_strsplit (g_strchomp (lines[i]), ",", -1);
      guint n = g_strv_length (cells);

      g_assert_cmpuint (n, ==, g_strv_length (header));
      g_assert_cmpstr (cells[n - 1], ==, g_str_equal (cells[1], "Bert") ? "true" : "false");
      n_withdrawn += g_str_equal (cells[n - 1], "true");
    }
  g_assert_cmpuint (n_withdrawn, ==, 1);

  g_assert_cmpint (cli_run_text (db, &html, NULL, NULL, "export", "--event", "1", "--format",
                                 "html", NULL), ==, 0);
  g_assert_nonnull (strstr (html, ">Bert (withdrawn)<"));
  g_assert_null (strstr (html, "Anna (withdrawn)"));
  tmp_remove_tree (dir);
}

/* The refund goes into the event document and comes back from it; one
 * more than was paid is refused. */
static void
check_refund_document (const char *db,
                       const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "refund.json", NULL);
  g_autofree char *copy = g_build_filename (dir, "refund-copy.db", NULL);
  g_autofree char *document = NULL;
  g_autoptr(JsonNode) out = NULL;
  JsonObject *refund;

  cli_ok (db, "export", "--event", "1", "--format", "json", "--output", path, NULL);
  cli_ok (copy, "import", path, NULL);
  g_assert_cmpint (cli_run_json (copy, &out, NULL, "event", "show", "--event", "1", NULL), ==, 0);
  refund = json_object_get_object_member (entrant_named (json_node_get_object (out), "Bert"),
                                          "refund");
  g_assert_cmpint (json_object_get_int_member (refund, "amount"), ==, 300);
  g_assert_cmpstr (json_object_get_string_member (refund, "method"), ==, "cash");
  g_assert_false (json_object_has_member (entrant_named (json_node_get_object (out), "Anna"),
                                          "refund"));
  g_assert_true (g_file_get_contents (path, &document, NULL, NULL));
  assert_import_refused (db, document, "\"amount\" : 300", "\"amount\" : 900",
                         "entrant 2: it was given back more than it paid");
}

/* One who withdrew stays on the day's list, marked, owing nothing more; the
 * desk gives their fee back, counted by how in the day's money, on its
 * paper and on their receipt; undo takes it back. Bad refunds are refused. */
static void
test_refund (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-desk-money-XXXXXX", &dir);
  g_autofree char *pdf = g_build_filename (dir, "money.pdf", NULL);
  g_autofree char *receipt = g_build_filename (dir, "receipt.pdf", NULL);
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) out = NULL;
  JsonObject *bert, *entry;

  make_day (db, "--percent", "1=100");
  cli_ok (db, "draw", "--event", "1", "--seed", "1", NULL);
  cli_ok (db, "entrants", "withdraw", "--event", "1", "2", NULL);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "players", "--day", "1", NULL), ==, 0);
  bert = day_fixture_player (out, "Bert");
  entry = json_array_get_object_element (json_object_get_array_member (bert, "events"), 0);
  g_assert_true (json_object_get_boolean_member (entry, "withdrawn"));
  g_assert_cmpint (json_object_get_int_member (bert, "due"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (bert, "paid"), ==, 400);
  g_assert_cmpint (json_object_get_int_member (bert, "refunded"), ==, 0);
  g_clear_pointer (&out, json_node_unref);
  /* On the sign-in list too, the event marked. */
  cli_ok (db, "day", "export", "--day", "1", "--kind", "sign-in", "--format", "pdf", "--output",
          pdf, NULL);
  text = pdf_text (pdf);
  if (strstr (text, "Bert Singles (withdrawn) € 0.00 € 4.00") == NULL)
    g_error ("The sign-in list lacks Bert's line: %s", text);
  g_clear_pointer (&text, g_free);

  day_fixture_refused (db, "--refund needs --event", "day", "pay", "--day", "1", "--player", "2",
                       "--refund", NULL);
  day_fixture_refused (db, "Carl paid nothing for “Singles”; there is nothing to give back",
                       "day", "pay", "--day", "1", "--player", "3", "--event", "1", "--refund",
                       NULL);
  day_fixture_refused (db, "--amount: Bert paid 4.00 for “Singles”; no more can be given back",
                       "day", "pay", "--day", "1", "--player", "2", "--event", "1", "--refund",
                       "--amount", "4.50", NULL);
  day_fixture_refused (db, "--amount: 0.00 gives nothing back", "day", "pay", "--day", "1",
                       "--player", "2", "--event", "1", "--refund", "--amount", "0", NULL);
  day_fixture_refused (db, "--unpaid takes no --method, --amount or --refund", "day", "pay",
                       "--day", "1", "--player", "2", "--event", "1", "--refund", "--unpaid",
                       NULL);
  g_assert_cmpint (day_fixture_money (db, "refunded.total"), ==, 0);

  /* All of it back, as it was paid (by transfer); then part of it in cash. */
  cli_ok (db, "day", "pay", "--day", "1", "--player", "2", "--event", "1", "--refund", NULL);
  g_assert_cmpint (day_fixture_money (db, "refunded.transfer"), ==, 400);
  day_fixture_undo (db, 0);
  g_assert_cmpint (day_fixture_money (db, "refunded.total"), ==, 0);
  cli_ok (db, "day", "pay", "--day", "1", "--player", "2", "--event", "1", "--refund", "--amount",
          "3.00", "--method", "cash", NULL);
  g_assert_cmpint (day_fixture_money (db, "refunded.cash"), ==, 300);
  g_assert_cmpint (day_fixture_money (db, "refunded.transfer"), ==, 0);
  g_assert_cmpint (day_fixture_money (db, "refunded.total"), ==, 300);
  g_assert_cmpint (day_fixture_money (db, "taken.total"), ==, 900);
  g_assert_cmpint (day_fixture_money (db, "balance"), ==, 600);
  /* The event keeps what was taken less what went back. */
  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "money", "--day", "1", NULL), ==, 0);
  entry = json_array_get_object_element (json_object_get_array_member (
                                           json_node_get_object (out), "events"), 0);
  g_assert_cmpint (json_object_get_int_member (entry, "taken"), ==, 600);
  g_assert_cmpint (json_object_get_int_member (entry, "refunded"), ==, 300);
  g_clear_pointer (&out, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "players", "--day", "1", "--player", "2",
                                 NULL), ==, 0);
  bert = day_fixture_player (out, "Bert");
  entry = json_array_get_object_element (json_object_get_array_member (bert, "events"), 0);
  g_assert_cmpint (json_object_get_int_member (entry, "refund"), ==, 300);
  g_assert_cmpstr (json_object_get_string_member (entry, "refund_method"), ==, "cash");
  g_clear_pointer (&out, json_node_unref);
  check_refund_document (db, dir);

  cli_ok (db, "day", "export", "--day", "1", "--kind", "money", "--format", "pdf", "--output", pdf,
          NULL);
  text = pdf_text (pdf);
  for (const char *const *want = (const char *[]) { "Singles € 5.00 3 € 15.00 € 6.00",
                                                    "Given back in cash € 3.00",
                                                    "Given back by transfer € 0.00",
                                                    "Balance: taken less refunds and prizes "
                                                    "€ 6.00", NULL };
       *want != NULL; want++)
    if (strstr (text, *want) == NULL)
      g_error ("The money summary lacks “%s”: %s", *want, text);
  g_clear_pointer (&text, g_free);
  cli_ok (db, "day", "export", "--day", "1", "--kind", "receipt", "--player", "2", "--format",
          "pdf", "--output", receipt, NULL);
  text = pdf_text (receipt);
  for (const char *const *want = (const char *[]) { "Singles (withdrawn) — € 4.00",
                                                    "Given back: € 3.00.", NULL };
       *want != NULL; want++)
    if (strstr (text, *want) == NULL)
      g_error ("The receipt lacks “%s”: %s", *want, text);
  tmp_remove_tree (dir);
}

/* The entry of @player in event @event_name of a "day players" answer. */
static JsonObject *
entry_of (JsonObject *player,
          const char *event_name)
{
  JsonArray *events = json_object_get_array_member (player, "events");

  for (guint i = 0; i < json_array_get_length (events); i++)
    {
      JsonObject *entry = json_array_get_object_element (events, i);

      if (g_str_equal (json_object_get_string_member (entry, "name"), event_name))
        return entry;
    }
  g_error ("No entry in “%s”", event_name);
}

/* The PDF of kind @kind (and @player's, for a receipt) as text. */
static char *
day_paper_text (const char *db,
                const char *dir,
                const char *kind,
                const char *player)
{
  g_autofree char *pdf = g_build_filename (dir, "paper.pdf", NULL);

  if (player != NULL)
    cli_ok (db, "day", "export", "--day", "1", "--kind", kind, "--player", player, "--format",
            "pdf", "--output", pdf, NULL);
  else
    cli_ok (db, "day", "export", "--day", "1", "--kind", kind, "--format", "pdf", "--output", pdf,
            NULL);
  return pdf_text (pdf);
}

static void
assert_in (const char *text,
           const char *want)
{
  if (strstr (text, want) == NULL)
    g_error ("“%s” not in: %s", want, text);
}

/* Singles and doubles with part payments: the day's list, its totals,
 * the day's money, each partner's receipt and the summary on paper give
 * the same figures; a team's fee is owed, paid and outstanding once, and
 * a part payment is not "paid". */
static void
test_same_figures (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-desk-money-XXXXXX", &dir);
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) out = NULL;
  JsonObject *totals, *entry;
  gint64 outstanding = 0;

  day_fixture_teams (db);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "players", "--day", "1", NULL), ==, 0);
  totals = json_object_get_object_member (json_node_get_object (out), "totals");
  g_assert_cmpint (json_object_get_int_member (totals, "due"), ==, 4400);
  g_assert_cmpint (json_object_get_int_member (totals, "paid"), ==, 2100);
  g_assert_cmpint (json_object_get_int_member (totals, "outstanding"), ==, 2300);
  g_assert_cmpint (day_fixture_money (db, "due"), ==, 4400);
  g_assert_cmpint (day_fixture_money (db, "taken.total"), ==, 2100);
  g_assert_cmpint (day_fixture_money (db, "outstanding"), ==, 2300);
  /* Each partner owes the team's fee on their own line. */
  g_assert_cmpint (day_fixture_member_int (day_fixture_player (out, "Dirk"), "due"), ==, 1300);
  g_assert_cmpint (day_fixture_member_int (day_fixture_player (out, "Dirk"), "paid"), ==, 500);
  g_assert_cmpint (day_fixture_member_int (day_fixture_player (out, "Dirk"), "outstanding"), ==,
                   800);
  g_assert_cmpint (day_fixture_member_int (day_fixture_player (out, "Eva"), "outstanding"), ==,
                   0);
  for (const char *const *name = (const char *[]) { "Anna", "Bert", "Carl", "Dirk", "Eva",
                                                    "Fien", "Gijs", NULL };
       *name != NULL; name++)
    outstanding += day_fixture_member_int (day_fixture_player (out, *name), "outstanding");
  /* Summed by player, the teams' fees count twice: the day's figure does not. */
  g_assert_cmpint (outstanding, ==, 3400);

  /* Paid means paid in full; the amount and what is left say the rest. */
  entry = entry_of (day_fixture_player (out, "Bert"), "Singles");
  g_assert_false (json_object_get_boolean_member (entry, "paid"));
  g_assert_cmpint (json_object_get_int_member (entry, "amount_paid"), ==, 300);
  g_assert_cmpint (json_object_get_int_member (entry, "amount"), ==, 300);
  g_assert_cmpint (json_object_get_int_member (entry, "outstanding"), ==, 200);
  g_assert_cmpstr (json_object_get_string_member (entry, "method"), ==, "transfer");
  entry = entry_of (day_fixture_player (out, "Dirk"), "Doubles");
  g_assert_false (json_object_get_boolean_member (entry, "paid"));
  g_assert_cmpint (json_object_get_int_member (entry, "amount_paid"), ==, 500);
  g_assert_cmpint (json_object_get_int_member (entry, "outstanding"), ==, 300);
  entry = entry_of (day_fixture_player (out, "Anna"), "Doubles");
  g_assert_true (json_object_get_boolean_member (entry, "paid"));
  g_assert_true (json_object_get_boolean_member (entry, "team"));
  g_assert_cmpstr (json_object_get_string_member (entry, "team_names"), ==, "Anna / Eva");
  g_assert_cmpint (json_object_get_int_member (entry, "outstanding"), ==, 0);
  g_assert_true (json_object_get_boolean_member (entry_of (day_fixture_player (out, "Anna"),
                                                           "Singles"), "paid"));

  /* Both partners' receipts show the team's fee paid, once for the team. */
  for (const char *const *player = (const char *[]) { "1", "5", NULL }; *player != NULL;
       player++)
    {
      text = day_paper_text (db, dir, "receipt", *player);
      assert_in (text, "Doubles (the team’s fee: Anna / Eva) € 8.00 € 8.00 Cash");
      assert_in (text, "shown on each of its players’ receipts");
      g_clear_pointer (&text, g_free);
    }
  text = day_paper_text (db, dir, "receipt", "4");
  assert_in (text, "Total € 13.00 € 5.00");
  assert_in (text, "Still due: € 8.00.");
  g_clear_pointer (&text, g_free);
  text = day_paper_text (db, dir, "money", NULL);
  assert_in (text, "Entry fees due € 44.00");
  assert_in (text, "Taken in all € 21.00");
  assert_in (text, "Still outstanding € 23.00");
  tmp_remove_tree (dir);
}

/* Given back, an entry is shown so on the sign-in list, and what the desk
 * holds no longer counts it as paid. */
static void
test_sign_in_refund (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-desk-money-XXXXXX", &dir);
  g_autofree char *text = NULL;

  make_day (db, "--percent", "1=100");
  cli_ok (db, "entrants", "withdraw", "--event", "1", "2", NULL);
  cli_ok (db, "day", "pay", "--day", "1", "--player", "2", "--event", "1", "--refund", "--amount",
          "3", NULL);
  /* One who plays keeps their fee. */
  day_fixture_refused (db, "Anna has not withdrawn from “Singles”: give back only to a withdrawn "
                       "entry; withdraw first", "day", "pay", "--day", "1", "--player", "1",
                       "--event", "1", "--refund", "--amount", "1", NULL);
  text = day_paper_text (db, dir, "sign-in", NULL);
  assert_in (text, "Bert Singles (withdrawn, € 3.00 given back) € 0.00 € 1.00");
  assert_in (text, "Anna Singles € 5.00 € 5.00");
  tmp_remove_tree (dir);
}

/* A database of schema 15 opens with no refunds, and its payments made
 * before come undone and back. */
static void
test_migration (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-desk-money-XXXXXX", &dir);
  sqlite3 *raw;

  make_day (db, "--percent", "1=100");
  g_assert_cmpint (sqlite3_open (db, &raw), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (raw, TEST_SQL_BACK_TO_SCHEMA_15 "PRAGMA user_version = 15;",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (raw);
  g_assert_cmpint (day_fixture_money (db, "refunded.total"), ==, 0);
  g_assert_cmpint (day_fixture_money (db, "taken.total"), ==, 900);
  /* Bert's payment, made before the payout table: undone, and redone. */
  day_fixture_undo (db, 1);
  g_assert_cmpint (day_fixture_money (db, "taken.total"), ==, 500);
  day_fixture_undo (db, 0);
  g_assert_cmpint (day_fixture_money (db, "taken.total"), ==, 900);
  cli_ok (db, "entrants", "withdraw", "--event", "1", "1", NULL);
  cli_ok (db, "day", "pay", "--day", "1", "--player", "1", "--event", "1", "--refund", NULL);
  g_assert_cmpint (day_fixture_money (db, "refunded.cash"), ==, 500);
  tmp_remove_tree (dir);
}

/* Succeeding, what @run said on stderr. */
static const char *
said_by (CliRun *run)
{
  if (run->status != 0)
    g_error ("day pay failed: %s", run->err);
  return run->err;
}

/* A team pays one fee: once one partner paid it, the other owes nothing,
 * paying all his fees passes it by and says so, paying it again is
 * refused; the rest of a part payment adds only what is left, the same
 * way; a partner's --unpaid takes the team's payment back and says so. */
static void
test_team_pay (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-desk-money-XXXXXX", &dir);
  g_auto(CliRun) run = { 0 };
  g_auto(CliRun) unpaid = { 0 };

  cli_ok (db, "day", "create", "--name", "D", "--date", "2026-12-05", "--boards", "2", NULL);
  cli_ok (db, "event", "create", "--name", "Doubles", "--rules", "table", "--format",
          "single-elimination", "--option", "team_size=2", "--day", "1", "--fee", "8", NULL);
  cli_ok (db, "event", "create", "--name", "Singles", "--rules", "table", "--format",
          "single-elimination", "--day", "1", "--fee", "5", NULL);
  cli_ok (db, "entrants", "add", "--event", "1", "Ann A / Bob B", "Cid C / Dan D", NULL);
  cli_ok (db, "entrants", "add", "--event", "2", "Bob B", "Cid C", NULL);

  cli_ok (db, "day", "pay", "--day", "1", "--player", "1", "--method", "cash", NULL);
  g_assert_cmpint (day_fixture_money (db, "taken.cash"), ==, 800);
  /* Bob pays his own fees: only the Singles; the Doubles stays Ann's cash. */
  cli_run (&run, db, NULL, "day", "pay", "--day", "1", "--player", "2", "--method", "transfer",
           NULL);
  assert_in (said_by (&run), "Passed by: the Doubles fee of Ann A / Bob B is paid already (Cash)");
  g_assert_cmpint (day_fixture_money (db, "taken.cash"), ==, 800);
  g_assert_cmpint (day_fixture_money (db, "taken.transfer"), ==, 500);
  g_assert_cmpint (day_fixture_money (db, "outstanding"), ==, 1300);
  day_fixture_refused (db, "The Doubles fee of Ann A / Bob B is paid already (Cash)", "day",
                       "pay", "--day", "1", "--player", "2", "--event", "1", "--method",
                       "transfer", NULL);
  day_fixture_refused (db, "Every entry fee of Bob B is paid already", "day", "pay", "--day",
                       "1", "--player", "2", "--method", "cash", NULL);
  g_assert_cmpint (day_fixture_money (db, "taken.total"), ==, 1300);

  /* Cid pays part, Dan the rest: only what is left is added. */
  cli_ok (db, "day", "pay", "--day", "1", "--player", "3", "--event", "1", "--method", "transfer",
          "--amount", "3", NULL);
  day_fixture_refused (db, "--method: Cid C / Dan D paid 3.00 of the Doubles fee by Transfer; "
                       "take the rest the same way", "day", "pay", "--day", "1", "--player", "4",
                       "--method", "cash", NULL);
  cli_ok (db, "day", "pay", "--day", "1", "--player", "4", "--method", "transfer", NULL);
  g_assert_cmpint (day_fixture_money (db, "taken.transfer"), ==, 1300);
  g_assert_cmpint (day_fixture_money (db, "taken.total"), ==, 2100);
  g_assert_cmpint (day_fixture_money (db, "outstanding"), ==, 500);

  /* Bob's --unpaid takes back the team's payment and his own, saying so. */
  cli_run (&unpaid, db, NULL, "day", "pay", "--day", "1", "--player", "2", "--unpaid", NULL);
  assert_in (said_by (&unpaid), "Taking back the Doubles fee of Ann A / Bob B, the team’s: € 8.00 "
             "(Cash)");
  assert_in (unpaid.err, "Taking back the Singles fee of Bob B: € 5.00 (Transfer)");
  g_assert_cmpint (day_fixture_money (db, "taken.total"), ==, 800);
  g_assert_cmpint (day_fixture_money (db, "outstanding"), ==, 1800);
  day_fixture_refused (db, "No entry fee of Bob B is paid; there is nothing to take back", "day",
                       "pay", "--day", "1", "--player", "2", "--unpaid", NULL);
  tmp_remove_tree (dir);
}

/* More than is left to pay, or nothing, is refused, saying what is left;
 * nothing is stored. */
static void
test_overpay (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-desk-money-XXXXXX", &dir);

  day_fixture_singles (db, NULL);
  day_fixture_refused (db, "--amount: 100.00 is more than the 5.00 still to pay of the Singles "
                       "fee of Anna", "day", "pay", "--day", "1", "--player", "1", "--method",
                       "cash", "--amount", "100", NULL);
  day_fixture_refused (db, "--amount: 0.00 pays nothing", "day", "pay", "--day", "1",
                       "--player", "1", "--event", "1", "--method", "cash", "--amount", "0,00",
                       NULL);
  g_assert_cmpint (day_fixture_money (db, "taken.total"), ==, 0);
  cli_ok (db, "day", "pay", "--day", "1", "--player", "1", "--method", "cash", "--amount", "2",
          NULL);
  day_fixture_refused (db, "--amount: 3.50 is more than the 3.00 still to pay", "day", "pay",
                       "--day", "1", "--player", "1", "--method", "cash", "--amount", "3.50",
                       NULL);
  cli_ok (db, "day", "pay", "--day", "1", "--player", "1", "--method", "cash", NULL);
  g_assert_cmpint (day_fixture_money (db, "taken.cash"), ==, 500);
  tmp_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/desk-money/document", test_document);
  g_test_add_func ("/desk-money/prizes-over-fees", test_prizes_over_fees);
  g_test_add_func ("/desk-money/withdrawn-files", test_withdrawn_files);
  g_test_add_func ("/desk-money/refund", test_refund);
  g_test_add_func ("/desk-money/migration", test_migration);
  g_test_add_func ("/desk-money/same-figures", test_same_figures);
  g_test_add_func ("/desk-money/sign-in-refund", test_sign_in_refund);
  g_test_add_func ("/desk-money/team-pay", test_team_pay);
  g_test_add_func ("/desk-money/overpay", test_overpay);
  return g_test_run ();
}
