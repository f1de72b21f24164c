/* test-common.h — what the tests share without a display: a store in a
 * folder of its own, events to work on, and hammer-cli run on a database
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "events/hammer-events.h"
#include "hammer-core.h"

G_BEGIN_DECLS

/* A result for `result` on stdin: two games of four ends, each end
 * scored @a ("4, 0": side 0 wins). */
#define TEST_RESULT_SIDE_WINS(a) \
  "{\"games\": [{\"ends\": [{\"points\": [" a "]}, {\"points\": [" a "]}," \
  " {\"points\": [" a "]}, {\"points\": [" a "]}]}, {\"ends\": [" \
  "{\"points\": [" a "]}, {\"points\": [" a "]}, {\"points\": [" a "]}," \
  " {\"points\": [" a "]}]}]}"

/* Takes a database of schema 23 back to schema 22: the change log keeps
 * each row after a change as a snapshot again, where it kept a mark: the
 * snapshot before the row's next change, or the row as it is now. */
#define TEST_SQL_BACK_TO_SCHEMA_22 \
  "UPDATE change_rows SET after = n.next FROM (SELECT change_id AS c, seq AS s," \
  "  lead (before) OVER w AS next, lead (seq) OVER w IS NOT NULL AS later FROM change_rows" \
  "  WINDOW w AS (PARTITION BY table_name, row_id ORDER BY change_id, seq)) n" \
  "  WHERE n.c = change_rows.change_id AND n.s = change_rows.seq AND n.later" \
  "  AND change_rows.after GLOB '#*';" \
  "UPDATE change_rows SET after = CASE table_name" \
  " WHEN 'clubs' THEN (SELECT json_array (id, name, city, created_at) FROM clubs WHERE id = " \
  "change_rows.row_id)" \
  " WHEN 'players' THEN (SELECT json_array (id, name, club_id, licence, email, phone, " \
  "average, active, created_at, pro) FROM players WHERE id = change_rows.row_id)" \
  " WHEN 'events' THEN (SELECT json_array (id, name, rules, options, format, settings, date, " \
  "venue, draw_seed, drawn_at, created_at, day_id, fee_cents, payout_kind, payout) FROM " \
  "events WHERE id = change_rows.row_id)" \
  " WHEN 'boards' THEN (SELECT json_array (id, event_id, day_id, number, name, " \
  "reserved_event_id, reserved_stage, reserved_round) FROM boards WHERE id = " \
  "change_rows.row_id)" \
  " WHEN 'entrants' THEN (SELECT json_array (id, event_id, name, added, seed, class, present," \
  " withdrawn, draw_index, handicap, paid_cents, paid_method, refund_cents, refund_method) " \
  "FROM entrants WHERE id = change_rows.row_id)" \
  " WHEN 'entrant_players' THEN (SELECT json_array (id, entrant_id, player_id, position) FROM" \
  " entrant_players WHERE id = change_rows.row_id)" \
  " WHEN 'matches' THEN (SELECT json_array (id, event_id, draw_index, bracket, round, " \
  "position, grp, stage, n_sides, source0, source1, board_id, called_at, finished_at, result," \
  " winner, result_entrants, summary, number, result_source, partner0, partner1) FROM matches" \
  " WHERE id = change_rows.row_id)" \
  " WHEN 'club_seasons' THEN (SELECT json_array (id, name, start_date, games_per_night, " \
  "classes, points, created_at) FROM club_seasons WHERE id = change_rows.row_id)" \
  " WHEN 'club_season_members' THEN (SELECT json_array (id, season_id, player_id, " \
  "start_average) FROM club_season_members WHERE id = change_rows.row_id)" \
  " WHEN 'club_nights' THEN (SELECT json_array (id, season_id, date) FROM club_nights WHERE " \
  "id = change_rows.row_id)" \
  " WHEN 'club_night_games' THEN (SELECT json_array (id, night_id, member_id, game, total, " \
  "c1, c2, c3, c4) FROM club_night_games WHERE id = change_rows.row_id)" \
  " WHEN 'club_promotion_dates' THEN (SELECT json_array (id, season_id, date) FROM " \
  "club_promotion_dates WHERE id = change_rows.row_id)" \
  " WHEN 'leagues' THEN (SELECT json_array (id, name, rules, options, start_date, end_date, " \
  "weekday, interval_days, rest_days, double_round, blocked, format, points_per_game, " \
  "win_bonus, draw_bonus, tie_breakers, created_at) FROM leagues WHERE id = " \
  "change_rows.row_id)" \
  " WHEN 'league_divisions' THEN (SELECT json_array (id, league_id, position, name) FROM " \
  "league_divisions WHERE id = change_rows.row_id)" \
  " WHEN 'league_teams' THEN (SELECT json_array (id, division_id, name, club_id) FROM " \
  "league_teams WHERE id = change_rows.row_id)" \
  " WHEN 'league_team_players' THEN (SELECT json_array (id, team_id, player_id) FROM " \
  "league_team_players WHERE id = change_rows.row_id)" \
  " WHEN 'league_fixtures' THEN (SELECT json_array (id, division_id, day, day_date, date, " \
  "postponed, home_id, away_id) FROM league_fixtures WHERE id = change_rows.row_id)" \
  " WHEN 'league_games' THEN (SELECT json_array (id, fixture_id, game, result, winner, " \
  "home_score, away_score, home_games, away_games) FROM league_games WHERE id = " \
  "change_rows.row_id)" \
  " WHEN 'league_game_players' THEN (SELECT json_array (id, game_id, side, position, " \
  "player_id, substitute) FROM league_game_players WHERE id = change_rows.row_id)" \
  " WHEN 'rankings' THEN (SELECT json_array (id, name, rules, ranked_by, points, best, " \
  "factors, threshold, threshold_years, cut, created_at, consolation_points) FROM rankings " \
  "WHERE id = change_rows.row_id)" \
  " WHEN 'ranking_events' THEN (SELECT json_array (id, ranking_id, event_id) FROM " \
  "ranking_events WHERE id = change_rows.row_id)" \
  " WHEN 'days' THEN (SELECT json_array (id, name, date, venue, rest_minutes, created_at, " \
  "currency) FROM days WHERE id = change_rows.row_id)" \
  " WHEN 'day_check_ins' THEN (SELECT json_array (id, day_id, player_id, checked_in_at) FROM " \
  "day_check_ins WHERE id = change_rows.row_id)" \
  " END WHERE after GLOB '#*';"

/* Takes a database of schema 23 back to schema 21: a player's own key
 * opens every day again (its scope goes, and with it the keys). */
#define TEST_SQL_BACK_TO_SCHEMA_21 \
  TEST_SQL_BACK_TO_SCHEMA_22 \
  "DROP TABLE player_keys; CREATE TABLE player_keys (" \
  "  player_id INTEGER PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE," \
  "  key TEXT NOT NULL UNIQUE);"

/* Takes a database of schema 22 back to schema 20: late entries asked for
 * from phones go. */
#define TEST_SQL_BACK_TO_SCHEMA_20 \
  TEST_SQL_BACK_TO_SCHEMA_21 \
  "DROP TABLE entry_request_events; DROP TABLE entry_requests;"

/* Takes a database of schema 22 back to schema 19: results the players
 * agree to go. */
#define TEST_SQL_BACK_TO_SCHEMA_19 \
  TEST_SQL_BACK_TO_SCHEMA_20 \
  "DROP TABLE result_votes; DROP TABLE result_proposals;" \
  "ALTER TABLE board_submissions DROP COLUMN disputed_by;" \
  "ALTER TABLE board_submissions DROP COLUMN player_id;"

/* Takes a database of schema 22 back to schema 18: phone check-in goes. */
#define TEST_SQL_BACK_TO_SCHEMA_18 \
  TEST_SQL_BACK_TO_SCHEMA_19 \
  "DROP TABLE check_ins; DROP TABLE player_keys;"

/* Takes a database of schema 22 back to schema 17: a board is kept for an
 * event or a stage, no longer for a round. */
#define TEST_SQL_BACK_TO_SCHEMA_17 \
  TEST_SQL_BACK_TO_SCHEMA_18 \
  "ALTER TABLE boards DROP COLUMN reserved_round;" \
  "UPDATE change_rows SET before = json_remove (before, '$[#-1]') WHERE table_name = 'boards'" \
  "  AND CASE WHEN json_valid (before) THEN json_type (before) END = 'array';" \
  "UPDATE change_rows SET after = json_remove (after, '$[#-1]') WHERE table_name = 'boards'" \
  "  AND CASE WHEN json_valid (after) THEN json_type (after) END = 'array';"

/* Takes a database of schema 22 back to schema 16: the change log's
 * snapshots are JSON objects of the columns by name again. */
#define TEST_SQL_BACK_TO_SCHEMA_16 \
  TEST_SQL_BACK_TO_SCHEMA_17 \
  "UPDATE change_rows SET before = (SELECT json_group_object (c.name," \
  "  json_extract (change_rows.before, '$[' || c.i || ']')) FROM (SELECT name," \
  "  row_number () OVER (ORDER BY cid) - 1 AS i FROM pragma_table_info (change_rows.table_name)" \
  "  WHERE name NOT LIKE '%\\_folded' ESCAPE '\\' ORDER BY cid) c)" \
  "  WHERE CASE WHEN json_valid (before) THEN json_type (before) END = 'array';" \
  "UPDATE change_rows SET after = (SELECT json_group_object (c.name," \
  "  json_extract (change_rows.after, '$[' || c.i || ']')) FROM (SELECT name," \
  "  row_number () OVER (ORDER BY cid) - 1 AS i FROM pragma_table_info (change_rows.table_name)" \
  "  WHERE name NOT LIKE '%\\_folded' ESCAPE '\\' ORDER BY cid) c)" \
  "  WHERE CASE WHEN json_valid (after) THEN json_type (after) END = 'array';"

/* Takes a database of schema 22 back to schema 15: the refunds go. */
#define TEST_SQL_BACK_TO_SCHEMA_15 \
  TEST_SQL_BACK_TO_SCHEMA_16 \
  "ALTER TABLE entrants DROP COLUMN refund_cents;" \
  "ALTER TABLE entrants DROP COLUMN refund_method;" \
  "UPDATE change_rows SET before = json_remove (before, '$.refund_cents', '$.refund_method')" \
  "  WHERE table_name = 'entrants' AND before IS NOT NULL;" \
  "UPDATE change_rows SET after = json_remove (after, '$.refund_cents', '$.refund_method')" \
  "  WHERE table_name = 'entrants' AND after IS NOT NULL;"

/* Takes a database of schema 22 back to schema 14: the registration desk
 * (fees, payments, payouts, check-ins) goes. */
#define TEST_SQL_BACK_TO_SCHEMA_14 \
  TEST_SQL_BACK_TO_SCHEMA_15 \
  "DROP TABLE day_check_ins; ALTER TABLE days DROP COLUMN currency;" \
  "ALTER TABLE events DROP COLUMN fee_cents; ALTER TABLE events DROP COLUMN payout_kind;" \
  "ALTER TABLE events DROP COLUMN payout;" \
  "ALTER TABLE entrants DROP COLUMN paid_cents; ALTER TABLE entrants DROP COLUMN paid_method;" \
  "UPDATE change_rows SET before = json_remove (before, '$.currency')" \
  "  WHERE table_name = 'days' AND before IS NOT NULL;" \
  "UPDATE change_rows SET after = json_remove (after, '$.currency')" \
  "  WHERE table_name = 'days' AND after IS NOT NULL;" \
  "UPDATE change_rows SET before = json_remove (before, '$.fee_cents', '$.payout_kind'," \
  "  '$.payout') WHERE table_name = 'events' AND before IS NOT NULL;" \
  "UPDATE change_rows SET after = json_remove (after, '$.fee_cents', '$.payout_kind'," \
  "  '$.payout') WHERE table_name = 'events' AND after IS NOT NULL;" \
  "UPDATE change_rows SET before = json_remove (before, '$.paid_cents', '$.paid_method')" \
  "  WHERE table_name = 'entrants' AND before IS NOT NULL;" \
  "UPDATE change_rows SET after = json_remove (after, '$.paid_cents', '$.paid_method')" \
  "  WHERE table_name = 'entrants' AND after IS NOT NULL;"

/* Takes a database of schema 22 back to schema 13: the days go, and the
 * boards table is as schema 2 made it (the matches keep their boards). */
#define TEST_SQL_BACK_TO_SCHEMA_13 \
  TEST_SQL_BACK_TO_SCHEMA_14 \
  "CREATE TEMP TABLE kept_boards AS SELECT id, board_id FROM matches WHERE board_id IS NOT NULL;" \
  "CREATE TABLE boards_old (id INTEGER PRIMARY KEY AUTOINCREMENT," \
  "  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE," \
  "  number INTEGER NOT NULL, name TEXT NOT NULL, UNIQUE (event_id, number));" \
  "INSERT INTO boards_old SELECT id, event_id, number, name FROM boards WHERE event_id IS NOT NULL;" \
  "DROP TABLE boards; ALTER TABLE boards_old RENAME TO boards;" \
  "UPDATE matches SET board_id = (SELECT k.board_id FROM temp.kept_boards k" \
  "  WHERE k.id = matches.id AND k.board_id IN (SELECT id FROM boards))" \
  "  WHERE id IN (SELECT id FROM temp.kept_boards);" \
  "DROP TABLE temp.kept_boards; DROP INDEX events_day;" \
  "ALTER TABLE events DROP COLUMN day_id; DROP TABLE days;" \
  "UPDATE change_rows SET before = json_remove (before, '$.day_id')" \
  "  WHERE table_name = 'events' AND before IS NOT NULL;" \
  "UPDATE change_rows SET after = json_remove (after, '$.day_id')" \
  "  WHERE table_name = 'events' AND after IS NOT NULL;" \
  "UPDATE change_rows SET before = json_remove (before, '$.day_id', '$.reserved_event_id'," \
  "  '$.reserved_stage') WHERE table_name = 'boards' AND before IS NOT NULL;" \
  "UPDATE change_rows SET after = json_remove (after, '$.day_id', '$.reserved_event_id'," \
  "  '$.reserved_stage') WHERE table_name = 'boards' AND after IS NOT NULL;"

/* Takes a database of schema 15 back to schema 12: the days go, then the
 * players' folded sort and search keys, with their indexes and triggers. */
#define TEST_SQL_BACK_TO_SCHEMA_12 \
  TEST_SQL_BACK_TO_SCHEMA_13 \
  "DROP TRIGGER players_fold_insert; DROP TRIGGER players_fold_update;" \
  "DROP TRIGGER clubs_fold_update; DROP INDEX players_by_name; DROP INDEX players_by_club;" \
  "DROP INDEX players_by_licence; DROP INDEX players_by_average;" \
  "ALTER TABLE players DROP COLUMN name_folded; ALTER TABLE players DROP COLUMN club_folded;" \
  "ALTER TABLE players DROP COLUMN licence_folded;" \
  "ALTER TABLE players DROP COLUMN average_folded;"

/* Takes a database of schema 15 back to schema 11: the rankings'
 * consolation points go too. */
#define TEST_SQL_BACK_TO_SCHEMA_11 \
  TEST_SQL_BACK_TO_SCHEMA_12 \
  "ALTER TABLE rankings DROP COLUMN consolation_points;" \
  "UPDATE change_rows SET before = json_remove (before, '$.consolation_points')" \
  "  WHERE table_name = 'rankings' AND before IS NOT NULL;" \
  "UPDATE change_rows SET after = json_remove (after, '$.consolation_points')" \
  "  WHERE table_name = 'rankings' AND after IS NOT NULL;"

/* Takes a database of schema 15 back to schema 10: the partners of a side
 * go too. */
#define TEST_SQL_BACK_TO_SCHEMA_10 \
  TEST_SQL_BACK_TO_SCHEMA_11 \
  "ALTER TABLE matches DROP COLUMN partner0; ALTER TABLE matches DROP COLUMN partner1;" \
  "UPDATE change_rows SET before = json_remove (before, '$.partner0', '$.partner1')" \
  "  WHERE table_name = 'matches' AND before IS NOT NULL;" \
  "UPDATE change_rows SET after = json_remove (after, '$.partner0', '$.partner1')" \
  "  WHERE table_name = 'matches' AND after IS NOT NULL;"

/* Takes a database of schema 15 back to schema 9: the rankings go too. */
#define TEST_SQL_BACK_TO_SCHEMA_9 \
  TEST_SQL_BACK_TO_SCHEMA_10 \
  "DROP TABLE ranking_events; DROP TABLE rankings;"

/* Takes a database of schema 15 back to schema 8: the entrants' handicaps
 * go too. */
#define TEST_SQL_BACK_TO_SCHEMA_8 \
  TEST_SQL_BACK_TO_SCHEMA_9 \
  "ALTER TABLE entrants DROP COLUMN handicap;" \
  "UPDATE change_rows SET before = json_remove (before, '$.handicap')" \
  "  WHERE table_name = 'entrants' AND before IS NOT NULL;" \
  "UPDATE change_rows SET after = json_remove (after, '$.handicap')" \
  "  WHERE table_name = 'entrants' AND after IS NOT NULL;"

/* Takes a database of schema 15 back to schema 7: the players' pro mark
 * goes too. */
#define TEST_SQL_BACK_TO_SCHEMA_7 \
  TEST_SQL_BACK_TO_SCHEMA_8 \
  "ALTER TABLE players DROP COLUMN pro;" \
  "UPDATE change_rows SET before = json_remove (before, '$.pro')" \
  "  WHERE table_name = 'players' AND before IS NOT NULL;" \
  "UPDATE change_rows SET after = json_remove (after, '$.pro')" \
  "  WHERE table_name = 'players' AND after IS NOT NULL;"

/* Takes a database of schema 15 back to schema 6, as that release left it,
 * for the tests that migrate an older file: what schemas 7 to 15 added goes. */
#define TEST_SQL_BACK_TO_SCHEMA_6 \
  TEST_SQL_BACK_TO_SCHEMA_7 \
  "DROP TABLE board_submissions; DROP TABLE board_keys; DROP TABLE board_entry;" \
  "ALTER TABLE changes DROP COLUMN source;" \
  "ALTER TABLE matches DROP COLUMN result_source;" \
  "UPDATE change_rows SET before = json_remove (before, '$.result_source')" \
  "  WHERE table_name = 'matches' AND before IS NOT NULL;" \
  "UPDATE change_rows SET after = json_remove (after, '$.result_source')" \
  "  WHERE table_name = 'matches' AND after IS NOT NULL;"

/* The name of a database “hammer.db”, not made yet, in a new temporary
 * folder (@template as for g_dir_make_tmp()) whose name goes to *@dir. */
char        *tmp_db_path      (const char   *template,
                               char        **dir);
/* How many changes the log of the database file @path holds, read on a
 * connection of its own: a change stored is one. */
gint64       test_count_changes (const char *path);
/* A new store “hammer.db” in a new temporary folder (@template as for
 * g_dir_make_tmp()). The folder's name goes to *@dir, the file's to *@path
 * unless @path is NULL. */
HammerStore *tmp_store_open   (const char   *template,
                               char        **dir,
                               char        **path);
/* Closes *@store, deletes *@dir with the files in it, and frees the names
 * (@path may be NULL). */
void         tmp_store_close  (HammerStore **store,
                               char        **dir,
                               char        **path);
/* Deletes @path, and when it is a folder everything in it. */
void         tmp_remove_tree  (const char   *path);

/* The fixture of a test on a store of its own. */
typedef struct
{
  char        *dir;
  char        *path;   /* the store's file */
  HammerStore *store;
} StoreFixture;

/* For g_test_add(): a new store in a temporary folder. */
void         store_fixture_set_up    (StoreFixture  *f,
                                      gconstpointer  data);
/* For g_test_add(): closes the store and deletes its folder. */
void         store_fixture_tear_down (StoreFixture  *f,
                                      gconstpointer  data);

/* Creates event @name of @rules in @format on @n_boards boards with
 * @options_json (NULL for the defaults), enters @names (NULL for none) and,
 * when @seed is not negative, draws it with that seed. */
gint64       store_new_event  (HammerStore        *store,
                               const char         *name,
                               const char         *rules,
                               HammerFormat        format,
                               guint               n_boards,
                               const char         *options_json,
                               const char * const *names,
                               gint64              seed);
/* store_new_event() of event @name in @format of seven, "Speler 1" to 7,
 * on three boards: a series of sjoelbak, else table shuffleboard (to 15
 * for partners, whose doubles go to 21 unless told). */
gint64       store_new_event_of_format (HammerStore  *store,
                                        HammerFormat  format,
                                        const char   *name,
                                        gint64        seed);
/* The one way the tests record a result in-process: @result_json (as
 * `hammer-cli result` reads it) for match @match_id of @event_id, which the
 * rules must take. */
void         store_record     (HammerStore        *store,
                               gint64              event_id,
                               gint64              match_id,
                               const char         *result_json);
/* The id of the first match of @event_id, in the order of its matches, whose
 * sides are known and that has no result yet. */
gint64       store_first_ready (HammerStore       *store,
                                gint64             event_id);
/* How many players the roster of @store holds. */
guint        store_count_players (HammerStore *store);
/* What a list model told of its changes: how often, and the last splice. */
typedef struct
{
  guint n_changes;
  guint position;
  guint removed;
  guint added;
} TestItemsChanged;

/* The players of @store as @view shows them, sorted and searched here in
 * C, not by SQLite: for checking the lists SQLite sorts. */
GPtrArray   *roster_expected_view  (HammerStore            *store,
                                    const HammerPlayerView *view);

/* For "items-changed", with a TestItemsChanged as user data. */
void         test_items_changed_cb (GListModel       *list,
                                    guint             position,
                                    guint             removed,
                                    guint             added,
                                    TestItemsChanged *seen);
/* For "notify", with a set of strings (g_str_hash, g_free keys) as user
 * data: it notes which property of which object was notified. */
void         test_notify_cb        (GObject          *object,
                                    GParamSpec       *pspec,
                                    GHashTable       *notified);
/* Whether test_notify_cb() noted @property of @object. */
gboolean     test_was_notified     (GHashTable       *notified,
                                    gpointer          object,
                                    const char       *property);
/* How many properties of @object test_notify_cb() noted. */
guint        test_notified_of      (GHashTable       *notified,
                                    gpointer          object);
/* @n names “@prefix 01”, “@prefix 02”… as a NULL-terminated vector. */
GStrv        numbered_names   (const char   *prefix,
                               guint         n);

/* Stops the clock (hammer-now.h, which the app's clock reads too) at @when
 * until clock_release(). */
void         clock_fix        (GDateTime    *when);
/* Stops it at noon, local time, of @date (YYYY-MM-DD): the app's today in
 * any time zone. */
void         clock_fix_date   (const char   *date);
/* Puts the system clock back. */
void         clock_release    (void);

/* @text with every run of white space (line and page breaks, tabs, spaces
 * of any width) folded into one space and none at either end. What a sheet
 * says does not depend on where a typeface makes its lines wrap. */
char        *text_normalise   (const char   *text);
/* The text of the PDF at @path as `pdftotext -layout` reads it (row by row),
 * normalised by text_normalise(). */
char        *pdf_text         (const char   *path);
/* The same, row by row as laid out: for reading a table's rows, where a
 * row is one line whatever the typeface. */
char        *pdf_table_text   (const char   *path);
/* Whether the PDF at @path is written to its end (its last “%%EOF”). */
gboolean     pdf_whole        (const char   *path);
/* How many pages the PDF at @path has, as pdfinfo says. */
guint        pdf_pages        (const char   *path);
/* The “Page size: …” line pdfinfo gives for the PDF at @path. */
char        *pdf_page_size    (const char   *path);
/* One word of a PDF as poppler's `pdftotext -bbox` finds it: its page (from
 * 1), its box in points from the page's top left, and its text. */
typedef struct
{
  guint page;
  double x_min;
  double y_min;
  double x_max;
  double y_max;
  char *text;
  char *source;   /* the PDF's path, a GRefString shared by its words */
} PdfWord;

/* Every word of the PDF at @path, page by page in reading order: a
 * GPtrArray of PdfWord that frees them. */
GPtrArray   *pdf_words        (const char   *path);
/* The first run of words in @words on one line of one page that reads
 * @phrase (words separated by single spaces), or -1. */
gint         pdf_words_find   (GPtrArray    *words,
                               const char   *phrase);
/* The height in points of the smallest word box in @words whose text has
 * a letter or a digit: a lower bound of the smallest type on the pages. */
double       pdf_words_min_height (GPtrArray *words);
/* Fails the test when the PDF that @words come from shows a text cut short
 * (see pdf_cut_texts()), or a word of @words holds an ellipsis. */
void         pdf_words_assert_whole (GPtrArray *words);
/* The texts the PDF at @path leaves out where it shows an ellipsis instead,
 * in drawing order; empty when nothing is cut. Pango ends a cut text
 * with an ellipsis that Cairo draws inside an /ActualText span holding the
 * dropped text, so `pdftotext` reads the whole word while the page shows
 * “…”: these are read from the page's drawing, not from its text. */
GStrv        pdf_cut_texts    (const char   *path);

/* The texts of the QR codes zbarimg reads in the PNG at @path, in the order
 * it finds them (an empty vector for none). */
GStrv        png_qr_codes     (const char   *path);
/* The same for page @page (from 1) of the PDF at @path, drawn into pixels
 * by pdftoppm at @dpi, as a phone's camera sees the paper. */
GStrv        pdf_qr_codes     (const char   *path,
                               guint         page,
                               guint         dpi);

/* @text parsed as JSON; fails the test when it is not. */
JsonNode    *test_parse_json  (const char   *text);
/* The whole number @member of @object, 0 where it is null or missing. */
gint64       test_nullable_int    (JsonObject *object,
                                   const char *member);
/* The string @member of @object, NULL where it is null or missing. */
const char  *test_nullable_string (JsonObject *object,
                                   const char *member);

/* The entrant called @name in @event (as `event show` prints it), or NULL. */
JsonObject  *test_entrant_named   (JsonNode   *event,
                                   const char *name);

/* A result as `hammer-cli result` reads it: two games of table
 * shuffleboard of four ends each, every end @a ("4, 0" for the first side
 * scoring 4): a win in two games. */
#define SIDE_WINS(a) "{\"games\": [{\"ends\": [{\"points\": [" a "]}, {\"points\": [" a "]}," \
                    " {\"points\": [" a "]}, {\"points\": [" a "]}]}, {\"ends\": [" \
                    "{\"points\": [" a "]}, {\"points\": [" a "]}, {\"points\": [" a "]}," \
                    " {\"points\": [" a "]}]}]}"
/* A win in two games of table shuffleboard, for the first side. */
#define FIRST_SIDE_WINS SIDE_WINS ("4, 0")

/* How often @needle stands in @text. */
guint        count_in         (const char   *text,
                               const char   *needle);

/* The numbers of the matches in @matches (as hammer_events_get_matches_json()
 * lists them) in their order, "- 1 - 2 3", with "-" for a bye's null. */
char        *match_numbers_text (JsonArray  *matches);

/* What a run of hammer-cli printed and how it ended. */
typedef struct
{
  int   status;   /* the exit status, -1 when it did not exit */
  char *out;
  char *err;
} CliRun;

void         cli_run_clear    (CliRun       *run);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliRun, cli_run_clear)

/* Runs $HAMMER_CLI (meson test sets it) on @database with the arguments
 * from @first up to NULL, @input on its standard input (NULL for none), and
 * puts what it did in @run. */
void         cli_run          (CliRun       *run,
                               const char   *database,
                               const char   *input,
                               const char   *first,
                               ...) G_GNUC_NULL_TERMINATED;
/* The same, with the arguments in @args. */
void         cli_runv         (CliRun       *run,
                               const char   *database,
                               const char   *input,
                               const char   *first,
                               va_list       args);
/* The same, with the arguments in the NULL-terminated @arguments. */
void         cli_run_argv     (CliRun             *run,
                               const char         *database,
                               const char         *input,
                               const char * const *arguments);
/* Runs hammer-cli on @database with the arguments from @first to NULL, no
 * input; fails the test unless it exits 0. */
void         cli_ok           (const char   *database,
                               const char   *first,
                               ...) G_GNUC_NULL_TERMINATED;
/* The same with @input on its standard input. */
void         cli_input_ok     (const char   *database,
                               const char   *input,
                               const char   *first,
                               ...) G_GNUC_NULL_TERMINATED;
/* The same; what it printed must be JSON and goes to *@output. Returns the
 * exit status. */
int          cli_run_json     (const char   *database,
                               JsonNode    **output,
                               const char   *input,
                               const char   *first,
                               ...) G_GNUC_NULL_TERMINATED;
/* What hammer-cli printed on @database for the arguments from @first up to
 * NULL, as JSON; the test fails unless it succeeded. */
JsonNode    *cli_json_ok      (const char   *database,
                               const char   *first,
                               ...) G_GNUC_NULL_TERMINATED;
/* The same with @input (or NULL) on its standard input. */
JsonNode    *cli_input_json_ok (const char  *database,
                                const char  *input,
                                const char  *first,
                                ...) G_GNUC_NULL_TERMINATED;
/* The same, with what it printed as text in *@output and on its standard
 * error in *@errors (each unless NULL). */
int          cli_run_text     (const char   *database,
                               char        **output,
                               char        **errors,
                               const char   *input,
                               const char   *first,
                               ...) G_GNUC_NULL_TERMINATED;

/* The events whose standings every surface must show alike, built with
 * hammer-cli on @database: a sjoelbak series of 10 games with one card
 * full, one with 4 games typed and one empty; a double elimination of 12
 * (byes for the top 4) with its first two winners' rounds and two losers'
 * matches played; a round robin of three who each won once, all level. */
typedef enum
{
  SURFACE_SERIES,
  SURFACE_DOUBLE_ELIMINATION,
  SURFACE_ROUND_ROBIN,
  N_SURFACE_EVENTS,
} SurfaceEvent;

void         surface_events_build (const char   *database,
                                   gint64        ids[N_SURFACE_EVENTS]);

/* A table as one surface shows it: its headings and its lines, each a
 * NULL-terminated vector of cell texts. */
typedef struct
{
  GStrv       headers;
  GPtrArray  *rows;      /* GStrv */
  const char *none;      /* how the surface shows a figure not there yet (null): NULL
                          * for a dash, as screens and paper do; CSV leaves it empty */
  const char *no_card;   /* how it shows the total of a series player with no card
                          * ("no card" on paper); NULL: as the figure, 0 */
} ShownTable;

void         shown_table_clear    (ShownTable   *table);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ShownTable, shown_table_clear)

/* Asserts that the first @n_lines lines of @standings (-1: all, and then
 * the table has no more) show in @table as the store has them: the place as
 * hammer_standings_line_place_text() gives it, under @place_header, the
 * name under @name_header, and each figure of @figures (pairs of a member
 * and the heading the surface gives it, NULL-terminated) the table has a
 * heading for, at least @min_figures of them. @surface names the surface
 * in messages. */
void         shown_table_check    (const ShownTable   *table,
                                   JsonArray          *standings,
                                   int                 n_lines,
                                   const char         *place_header,
                                   const char         *name_header,
                                   const char *const  *figures,
                                   guint               min_figures,
                                   const char         *surface);

/* For an _async call in a test: its callback, with a GAsyncResult ** as
 * @user_data, keeps the result there; test_wait_result() runs the main
 * loop until it is, and returns it (the caller's to unref). */
void          test_keep_result_cb (GObject       *source,
                                   GAsyncResult  *result,
                                   gpointer       user_data);
GAsyncResult *test_wait_result    (GAsyncResult **result);

G_END_DECLS
