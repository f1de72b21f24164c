/* test-roster-view.c — the players a list shows, as SQLite sorts and
 * searches them a page at a time, against the same roster sorted and
 * searched here in C
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <sqlite3.h>
#include <string.h>

#include "hammer-i18n.h"
#include "store/hammer-store-tx.h"
#include "test-common.h"

typedef struct
{
  char *dir;
  char *path;
  HammerStore *store;
} Fixture;

/* Names that sort apart only without their accents and case, a letter with
 * a stroke, and the same name twice in two clubs. */
static const char *const names[] = {
  "Ëlla Visser", "Ella Bakker", "ella de Boer", "ELLA Smit", "Łukasz Nowak", "Lukas Berg",
  "Ünal Yılmaz", "Zoë Mulder", "Zoe Mulder", "Anna Jansen", "anna jansen", "Øystein Dahl",
  "Straße Weiß", "Ørjan Lie", "Æsa Dóttir", "Jan de Vries",
};
static const char *const clubs[] = { "De Rappe Schijf", "Sjoelclub Ëndlich", "Òld Hands", NULL };

#define N_EXTRA 260

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GString) csv = g_string_new ("name,club,licence,average\n");
  g_autoptr(GError) error = NULL;
  HammerPlayerImport *import;
  HammerImportSummary summary = { 0 };
  guint n = 0;

  f->store = tmp_store_open ("hammer-roster-view-XXXXXX", &f->dir, &f->path);

  for (guint i = 0; i < G_N_ELEMENTS (names) + N_EXTRA; i++, n++)
    {
      g_autofree char *extra = g_strdup_printf ("Speler %03u", (i * 37) % 997);
      const char *name = i < G_N_ELEMENTS (names) ? names[i] : extra;
      const char *club = clubs[i % G_N_ELEMENTS (clubs)];

      /* Every third without a licence, every fifth without an average, and
       * some averages equal, so the name breaks the tie. */
      g_string_append_printf (csv, "%s,%s,", name, club != NULL ? club : "");
      if (i % 3 != 0)
        g_string_append_printf (csv, "ANS-%u", 1000 + (i * 7919) % 4001);
      g_string_append_c (csv, ',');
      if (i % 5 != 0)
        g_string_append_printf (csv, "%u.5", 100 + (i * 13) % 40);
      g_string_append_c (csv, '\n');
    }
  import = hammer_player_import_new (csv->str, csv->len, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_roster_import_players (f->store, import, FALSE, &summary, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (summary.imported, ==, n);
  hammer_player_import_free (import);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->store);
  tmp_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

/* Reads @view as the list does, in pages of 37 from the start, and checks
 * it against the order worked out here, with the count and the places. */
static void
check_view (Fixture                *f,
            const HammerPlayerView *view)
{
  g_autoptr(GPtrArray) expected = roster_expected_view (f->store, view);
  g_autoptr(GError) error = NULL;
  g_autofree gint64 *ids = NULL;
  g_autofree gint *positions = NULL;
  guint n_shown = 0, n_total = 0;
  guint position = 0;

  g_assert_true (hammer_roster_count_view (f->store, view, &n_shown, &n_total, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_shown, ==, expected->len);

  for (;;)
    {
      g_autoptr(GPtrArray) page = hammer_roster_read_view (f->store, view, position, 37, &error);

      g_assert_no_error (error);
      for (guint i = 0; i < page->len; i++, position++)
        {
          HammerPlayer *got = g_ptr_array_index (page, i);
          HammerPlayer *want = g_ptr_array_index (expected, position);

          if (hammer_player_get_id (got) != hammer_player_get_id (want))
            g_error ("Order %d%s, search “%s”, row %u: %s (%s) where %s (%s) belongs",
                     view->order, view->descending ? " descending" : "",
                     view->search ? view->search : "", position, hammer_player_get_name (got),
                     hammer_player_get_club_name (got), hammer_player_get_name (want),
                     hammer_player_get_club_name (want));
        }
      if (page->len < 37)
        break;
    }
  g_assert_cmpuint (position, ==, expected->len);

  /* Each player's place, as SQLite counts it. */
  ids = g_new (gint64, expected->len);
  positions = g_new (gint, expected->len);
  for (guint i = 0; i < expected->len; i++)
    ids[i] = hammer_player_get_id (g_ptr_array_index (expected, i));
  g_assert_true (hammer_roster_locate_in_view (f->store, view, ids, expected->len, positions,
                                               &error));
  g_assert_no_error (error);
  for (guint i = 0; i < expected->len; i++)
    g_assert_cmpint (positions[i], ==, (gint) i);
}

static void
check_every_order (Fixture    *f,
                   const char *search)
{
  for (HammerPlayerOrder order = 0; order < HAMMER_N_PLAYER_ORDERS; order++)
    for (guint descending = 0; descending < 2; descending++)
      {
        HammerPlayerView view = { order, descending, search };
        check_view (f, &view);
      }
}

/* Every order, both ways, read a page at a time, is the order worked out
 * here: accents and case aside first (Ëlla beside Ella), then as written. */
static void
test_orders (Fixture       *f,
             gconstpointer  data)
{
  check_every_order (f, NULL);
}

/* A search finds a name, a club or a licence, case and accents aside, and
 * takes what it is given as text: "%" and "_" are no patterns. */
static void
test_search (Fixture       *f,
             gconstpointer  data)
{
  const char *const searches[] = { "ella", "ËLLA", "lukasz", "rappe", "endlich", "ans-1", "weiss",
                                   "zoe", "%", "_", "nobody at all" };
  HammerPlayerView view = { HAMMER_PLAYER_ORDER_NAME, FALSE, "Ëlla" };
  g_autoptr(GError) error = NULL;
  guint n_shown, n_total;

  for (guint i = 0; i < G_N_ELEMENTS (searches); i++)
    check_every_order (f, searches[i]);

  /* Ëlla, Ella, ella, ELLA: four. */
  g_assert_true (hammer_roster_count_view (f->store, &view, &n_shown, &n_total, &error));
  g_assert_cmpuint (n_shown, ==, 4);
  g_assert_cmpuint (n_total, ==, G_N_ELEMENTS (names) + N_EXTRA);
  view.search = "%";
  g_assert_true (hammer_roster_count_view (f->store, &view, &n_shown, &n_total, &error));
  g_assert_cmpuint (n_shown, ==, 0);
}

/* The players' find by name (0 when none). */
static HammerPlayer *
find_player (Fixture    *f,
             const char *name)
{
  g_autoptr(GPtrArray) all = hammer_roster_list_players (f->store, NULL);

  for (guint i = 0; i < all->len; i++)
    if (g_str_equal (hammer_player_get_name (g_ptr_array_index (all, i)), name))
      return g_object_ref (g_ptr_array_index (all, i));
  g_assert_not_reached ();
}

static gint64
find_club (Fixture    *f,
           const char *name)
{
  g_autoptr(GPtrArray) all = hammer_roster_list_clubs (f->store, NULL);

  for (guint i = 0; i < all->len; i++)
    if (g_str_equal (hammer_club_get_name (g_ptr_array_index (all, i)), name))
      return hammer_club_get_id (g_ptr_array_index (all, i));
  g_assert_not_reached ();
}

static gint64
last_change (Fixture *f)
{
  sqlite3_stmt *stmt = NULL;
  gint64 id = 0;

  g_assert_cmpint (sqlite3_prepare_v2 (hammer_store_get_db (f->store),
                                       "SELECT max(id) FROM changes", -1, &stmt, NULL), ==,
                   SQLITE_OK);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    id = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  return id;
}

/* The orders follow every write: a player renamed or moved to another
 * club, a club renamed or deleted, each undone. */
static void
test_orders_follow_changes (Fixture       *f,
                            gconstpointer  data)
{
  g_autoptr(HammerPlayer) player = find_player (f, "Jan de Vries");
  g_autoptr(GError) error = NULL;
  gint64 club = find_club (f, "De Rappe Schijf");
  gint64 rename_player, rename_club, delete_club;

  hammer_player_set_name (player, "Ådne Øvrebø");
  hammer_player_set_club_name (player, "Òld Hands");
  hammer_player_set_licence (player, "aaa-1");
  g_assert_true (hammer_roster_update_player (f->store, player, &error));
  g_assert_no_error (error);
  rename_player = last_change (f);
  check_every_order (f, NULL);
  check_every_order (f, "ovrebo");

  g_assert_true (hammer_roster_update_club (f->store, club, "Zwolse Schuivers", NULL, &error));
  g_assert_no_error (error);
  rename_club = last_change (f);
  check_every_order (f, NULL);
  check_every_order (f, "zwolse");

  delete_club = hammer_roster_delete_clubs (f->store, &club, 1, &error);
  g_assert_no_error (error);
  check_every_order (f, NULL);

  for (gint64 change = delete_club; change > 0;
       change = change == delete_club ? rename_club : change == rename_club ? rename_player : 0)
    {
      g_assert_true (hammer_store_undo (f->store, change, &error));
      g_assert_no_error (error);
      check_every_order (f, NULL);
      check_every_order (f, "rappe");
    }
}

/* A file of schema 12 has no folded keys: the migration works them out
 * for every player, and the change log's snapshots never hold them. */
static void
test_migration (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  char *message = NULL;

  g_clear_object (&f->store);
  g_assert_cmpint (sqlite3_open (f->path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, TEST_SQL_BACK_TO_SCHEMA_12 "PRAGMA user_version = 12;",
                                 NULL, NULL, &message), ==, SQLITE_OK);
  sqlite3_close (db);

  f->store = hammer_store_open (f->path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (hammer_store_get_schema_version (f->store), ==, HAMMER_STORE_SCHEMA_VERSION);
  check_every_order (f, NULL);
  check_every_order (f, "ella");

  g_assert_cmpint (sqlite3_prepare_v2 (hammer_store_get_db (f->store),
                                       "SELECT count(*) FROM change_rows WHERE"
                                       " coalesce (before, '') || coalesce (after, '')"
                                       " LIKE '%folded%'", -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  g_assert_cmpint (sqlite3_column_int (stmt, 0), ==, 0);
  sqlite3_finalize (stmt);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/roster-view/orders", Fixture, NULL, fixture_set_up, test_orders,
              fixture_tear_down);
  g_test_add ("/roster-view/search", Fixture, NULL, fixture_set_up, test_search,
              fixture_tear_down);
  g_test_add ("/roster-view/orders-follow-changes", Fixture, NULL, fixture_set_up,
              test_orders_follow_changes, fixture_tear_down);
  g_test_add ("/roster-view/migration", Fixture, NULL, fixture_set_up, test_migration,
              fixture_tear_down);
  return g_test_run ();
}
