/* day-fixture.c — what the tests of a day's registration desk share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <sqlite3.h>

#include "day-fixture.h"
#include "test-common.h"

void
day_fixture_refused (const char *db,
                     const char *message,
                     const char *first,
                     ...)
{
  g_auto(CliRun) run = { 0 };
  va_list args;

  va_start (args, first);
  cli_runv (&run, db, NULL, first, args);
  va_end (args);
  g_assert_cmpint (run.status, ==, 2);
  if (strstr (run.err, message) == NULL)
    g_error ("“%s” not in: %s", message, run.err);
}

void
day_fixture_singles (const char *db,
                     const char *venue)
{
  if (venue != NULL)
    cli_ok (db, "day", "create", "--name", "Open", "--date", "2026-12-05", "--boards", "2",
            "--venue", venue, NULL);
  else
    cli_ok (db, "day", "create", "--name", "Open", "--date", "2026-12-05", "--boards", "2", NULL);
  cli_ok (db, "event", "create", "--name", "Singles", "--rules", "table", "--format",
          "single-elimination", "--day", "1", "--fee", "5.00", NULL);
  cli_ok (db, "entrants", "add", "--event", "1", "Anna", "Bert", "Carl", "Dirk", NULL);
}

void
day_fixture_teams (const char *db)
{
  day_fixture_singles (db, NULL);
  cli_ok (db, "event", "create", "--name", "Doubles", "--rules", "table", "--format",
          "single-elimination", "--option", "team_size=2", "--day", "1", "--fee", "8", NULL);
  cli_ok (db, "entrants", "add", "--event", "2", "Anna / Eva", "Carl / Dirk", "Fien / Gijs", NULL);
  cli_ok (db, "day", "pay", "--day", "1", "--player", "1", "--event", "1", "--method", "cash",
          NULL);
  cli_ok (db, "day", "pay", "--day", "1", "--player", "2", "--method", "transfer", "--amount", "3",
          NULL);
  cli_ok (db, "day", "pay", "--day", "1", "--player", "5", "--method", "cash", NULL);
  cli_ok (db, "day", "pay", "--day", "1", "--player", "3", "--event", "2", "--method", "cash",
          "--amount", "5", NULL);
}

void
day_fixture_full (const char *db,
                  guint       n_boards)
{
  g_autofree char *boards = g_strdup_printf ("%u", n_boards);
  guint n_events = n_boards > 12 ? 4 : 3;

  cli_ok (db, "day", "create", "--name",
          "Noord-Hollands Kampioenschap Sjoelen en Shuffleboard 2026", "--date", "2026-12-05",
          "--venue", "Sporthal De Hamer, Alkmaar", "--boards", boards, NULL);
  cli_ok (db, "event", "create", "--name", "Open Singles (knock-out with consolation)", "--rules",
          "table", "--format", "single-elimination", "--day", "1", NULL);
  cli_ok (db, "entrants", "add", "--event", "1", "Anna de Vries",
          "Bram Wijnandszoonsdochter-Oudenaarde", "Cees Bakker", "Dirk Jansen", "Eddy Merckx",
          "Frits Müller-Lüdenscheidt", "Gijs van Dam", "Henk Smit", "Ivo de Groot", "Jan Visser",
          "Kees Mulder", "Lucas Bos", "Maarten de Jong", "Nico Dekker", "Otto Vos", "Piet Hein",
          NULL);
  cli_ok (db, "event", "create", "--name", "Ladies' Singles", "--rules", "table", "--format",
          "round-robin", "--day", "1", NULL);
  cli_ok (db, "entrants", "add", "--event", "2", "Greet Schimmelpenninck van der Oye",
          "Hanna Bakker", "Ilse Schwarzenberger", "Jet Visser", "Anna de Vries", "Karin Meijer",
          "Lotte de Boer", "Marije Kok", NULL);
  cli_ok (db, "event", "create", "--name", "Seniors 65+", "--rules", "table", "--format", "swiss",
          "--rounds", "3", "--day", "1", NULL);
  cli_ok (db, "entrants", "add", "--event", "3", "Cees Bakker", "Henk Smit", "Jan Visser",
          "Greet Schimmelpenninck van der Oye", "Otto Vos", "Piet Hein", "Karin Meijer",
          "Eddy Merckx", NULL);
  if (n_events == 4)
    {
      cli_ok (db, "event", "create", "--name", "Big Knock-out", "--rules", "table", "--format",
              "single-elimination", "--day", "1", NULL);
      for (guint p = 0; p < 64; p += 8)
        {
          char *n[8];

          for (guint i = 0; i < 8; i++)
            n[i] = g_strdup_printf ("Player %02u", p + i + 1);
          cli_ok (db, "entrants", "add", "--event", "4", n[0], n[1], n[2], n[3], n[4], n[5], n[6],
                  n[7], NULL);
          for (guint i = 0; i < 8; i++)
            g_free (n[i]);
        }
    }
  for (guint e = 1; e <= n_events; e++)
    {
      g_autofree char *event = g_strdup_printf ("%u", e);

      cli_ok (db, "draw", "--event", event, "--seed", "7", NULL);
    }
  cli_ok (db, "boards", "call", "--day", "1", NULL);
}

JsonObject *
day_fixture_player (JsonNode   *players,
                    const char *name)
{
  JsonArray *list = json_object_get_array_member (json_node_get_object (players), "players");

  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *player = json_array_get_object_element (list, i);

      if (g_str_equal (json_object_get_string_member (player, "name"), name))
        return player;
    }
  g_error ("No player “%s” on the day", name);
}

gint64
day_fixture_member_int (JsonObject *object,
                        const char *path)
{
  g_auto(GStrv) parts = g_strsplit (path, ".", -1);

  for (guint i = 0; parts[i + 1] != NULL; i++)
    object = json_object_get_object_member (object, parts[i]);
  return json_object_get_int_member (object, parts[g_strv_length (parts) - 1]);
}

gint64
day_fixture_money (const char *db,
                   const char *path)
{
  g_autoptr(JsonNode) out = NULL;

  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "money", "--day", "1", NULL), ==, 0);
  return day_fixture_member_int (json_node_get_object (out), path);
}

void
day_fixture_undo (const char *db,
                  gint64      back)
{
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  sqlite3_stmt *stmt = NULL;
  sqlite3 *raw;
  gint64 last;

  g_assert_cmpint (sqlite3_open (db, &raw), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (raw, "SELECT max (id) FROM changes", -1, &stmt, NULL),
                   ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  last = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (raw);
  store = hammer_store_open (db, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_store_undo (store, last - back, &error));
  g_assert_no_error (error);
}
