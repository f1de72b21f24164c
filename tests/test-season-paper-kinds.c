/* test-season-paper-kinds.c — the season's and the league's documents a
 * secretary made by hand: each member's season card, the nights' rankings
 * by class, a league's team rosters and a team match's games on score
 * sheets, in English, Dutch and German, from the core and from hammer-cli.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-error.h"
#include "hammer-i18n.h"
#include "league/hammer-league-files.h"
#include "league/hammer-leagues.h"
#include "league/hammer-seasons.h"
#include "sheets/hammer-season-sheets.h"
#include "test-paper-kinds-common.h"

/* The home side wins two games to none. */
#define HOME_WINS FIRST_WINS
/* Doubles play to 21. */
#define PAIR_WON "{\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [4, 0]}, " \
                 "{\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [1, 0]}]}"
#define HOME_PAIR_WINS "{\"games\": [" PAIR_WON ", " PAIR_WON "]}"

/* A season of five members over three nights; Piet stays away from the
 * second. Returns the member ids. */
static GArray *
make_season (HammerStore *store)
{
  const char *names[] = { "Kees Bakker", "Truus Smit", "Jan de Vries", "Bep & Co Mulder",
                          "Piet Jansen", NULL };
  const char *dates[] = { "2026-09-11", "2026-10-09", "2026-11-13" };
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) members = NULL;
  gint64 season;

  season = hammer_seasons_create (store, "De Schuif 2026-2027", "2026-09-01", 10, &error);
  g_assert_no_error (error);
  members = hammer_seasons_add_members (store, season, names, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_seasons_set_classes (store, season, "A=120,B=100,C=0", &error));
  g_assert_no_error (error);
  g_assert_true (hammer_seasons_add_promotion_date (store, season, "2026-11-01", &error));
  g_assert_no_error (error);
  for (guint n = 0; n < G_N_ELEMENTS (dates); n++)
    {
      gint64 night = hammer_seasons_add_night (store, season, dates[n], &error);

      g_assert_no_error (error);
      for (guint m = 0; m < 5; m++)
        {
          int games[10];

          if (m == 4 && n == 1)
            continue;
          /* Kees 125 a game, Truus 105, Jan 95, Bep 110, Piet 130; the
           * first game of each night one higher per night. */
          for (guint g = 0; g < 10; g++)
            games[g] = (int[]) { 125, 105, 95, 110, 130 }[m] + (g == 0 ? (int) n : 0);
          g_assert_true (hammer_seasons_enter_games (store, season, night,
                                                     g_array_index (members, gint64, m),
                                                     games, NULL, 10, NULL, &error));
          g_assert_no_error (error);
        }
    }
  return g_steal_pointer (&members);
}

/* Lays out the season's @options in @language into @name in @dir. */
static char *
render_season (HammerStore                    *store,
               gint64                          season,
               const HammerSeasonSheetOptions *options,
               const char                     *language,
               const char                     *dir,
               const char                     *name,
               GError                        **error)
{
  g_autoptr(JsonNode) document = hammer_seasons_export_json (store, season, error);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  gboolean done;

  g_assert_nonnull (document);
  hammer_i18n_set_thread_language (language);
  done = hammer_season_sheets_render_to_file (document, options, path, error);
  hammer_i18n_set_thread_language (NULL);
  if (done)
    paper_kinds_keep (path, name);
  return done ? g_steal_pointer (&path) : NULL;
}

#define render(store, options, language, dir, name, error) \
  render_season ((store), 1, (options), (language), (dir), (name), (error))

/* Each member's card, one a page: the nights played with every game, the
 * total, the average before and the points, and under the name the class,
 * its place in it, the average and the place by total. */
static void
test_member_cards (StoreFixture  *f,
                   gconstpointer  data)
{
  const char *nights[] = { "2 nights, 20 games, total 2602", "2 avonden, 20 spellen, totaal 2602",
                           "2 Abende, 20 Spiele, Summe 2602" };
  const char *headings[] = { "Before", "Vooraf", "Vorher" };
  const char *notes[] = { "Class A, place 1 in the class · Season average 130.10 · Place 5 in "
                          "the standings by total",
                          "Klasse A, plaats 1 in de klasse · Seizoensgemiddelde 130,10 · Plaats 5 "
                          "in de stand op totaal",
                          "Klasse A, Platz 1 in der Klasse · Saisondurchschnitt 130,10 · Platz 5 "
                          "in der Wertung nach Summe" };
  /* The nights as each language writes a date. */
  const char *november[] = { "November 13, 2026", "13 november 2026", "13. November 2026" };
  const char *september[] = { "September 11, 2026", "11 september 2026", "11. September 2026" };
  g_autoptr(GArray) members = make_season (f->store);
  g_autoptr(GError) error = NULL;
  HammerSeasonSheetOptions options;

  hammer_season_sheet_options_init (&options);
  options.kind = HAMMER_SEASON_SHEET_MEMBER_CARD;
  for (guint l = 0; l < G_N_ELEMENTS (paper_kinds_languages); l++)
    {
      g_autofree char *file = g_strdup_printf ("member-cards-%s.pdf", paper_kinds_languages[l]);
      g_autofree char *path = NULL;
      g_autofree char *text = NULL;
      g_autofree char *table = NULL;
      g_autofree char *row = NULL;
      g_autofree char *prefix = NULL;

      options.member = 0;
      path = render (f->store, &options, paper_kinds_languages[l], f->dir, file, &error);
      g_assert_no_error (error);
      /* Every member a page of their own. */
      g_assert_cmpuint (pdf_pages (path), ==, 5);
      paper_kinds_assert_whole (path);
      g_clear_pointer (&path, g_free);

      options.member = g_array_index (members, gint64, 4);
      path = render (f->store, &options, paper_kinds_languages[l], f->dir, file, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (pdf_pages (path), ==, 1);
      text = pdf_text (path);
      table = pdf_table_text (path);
      g_assert_nonnull (strstr (text, "Piet Jansen"));
      g_assert_null (strstr (text, "Kees Bakker"));
      g_assert_nonnull (strstr (text, nights[l]));
      g_assert_nonnull (strstr (text, headings[l]));
      g_assert_nonnull (strstr (text, notes[l]));
      /* The nights he came to, each game; not the night he stayed away. */
      row = paper_kinds_row_of (table, november[l]);
      prefix = g_strdup_printf ("%s 132 130 130", november[l]);
      g_assert_true (g_str_has_prefix (row, prefix));
      g_assert_nonnull (strstr (row, "1302"));
      g_assert_nonnull (strstr (text, september[l]));
      g_assert_null (strstr (text, "2026-09-11"));
      g_assert_null (strstr (text, "2026-11-13"));
      g_assert_null (strstr (text, "October 9"));
      g_assert_null (strstr (text, "9 oktober"));
      g_assert_null (strstr (text, "9. Oktober"));
      paper_kinds_assert_whole (path);
    }

  /* A member not in the season is refused, and nothing is written. */
  {
    g_autofree char *path = NULL;

    options.member = 999;
    path = render (f->store, &options, "nl", f->dir, "nobody.pdf", &error);
    g_assert_null (path);
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
    g_assert_cmpstr (error->message, ==,
                     "Lid 999 hoort niet bij het seizoen “De Schuif 2026-2027”");
    g_clear_error (&error);
  }
}

/* hammer-cli season export --kind member-card, with and without --member,
 * and what it refuses. */
static void
test_member_cards_cli (StoreFixture  *f,
                       gconstpointer  data)
{
  g_autoptr(GArray) members = make_season (f->store);
  g_autofree char *out = g_build_filename (f->dir, "cards.pdf", NULL);
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, g_array_index (members, gint64, 1));
  g_auto(CliRun) run = { 0 };

  g_clear_object (&f->store);
  cli_run (&run, f->path, NULL, "season", "export", "1", "--format", "pdf", "--kind",
           "member-card", "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (pdf_pages (out), ==, 5);
  cli_run_clear (&run);

  cli_run (&run, f->path, NULL, "season", "export", "1", "--format", "pdf", "--kind",
           "member-card", "--member", id, "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (pdf_pages (out), ==, 1);
  {
    g_autofree char *text = pdf_text (out);

    g_assert_nonnull (strstr (text, "Truus Smit"));
  }
  cli_run_clear (&run);

  cli_run (&run, f->path, NULL, "season", "export", "1", "--format", "pdf", "--kind",
           "member-card", "--member", "999", "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "Member 999 is not in the season “De Schuif 2026-2027”"));
  /* The card asked for before is still there, whole. */
  g_assert_cmpuint (pdf_pages (out), ==, 1);
  cli_run_clear (&run);

  cli_run (&run, f->path, NULL, "season", "export", "1", "--format", "pdf", "--kind",
           "averages", "--member", id, "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--member goes with --kind member-card"));
  cli_run_clear (&run);

  cli_run (&run, f->path, NULL, "season", "export", "1", "--format", "csv", "--member", id,
           NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--member goes with --format pdf"));
}

/* A night's ranking split by the classes the members were in that night,
 * each class placed on its own; without a date every night, a page each. */
static void
test_night_classes (StoreFixture  *f,
                    gconstpointer  data)
{
  const char *titles[] = { "Club night of November 13, 2026 by class",
                           "Clubavond van 13 november 2026 per klasse",
                           "Clubabend vom 13. November 2026 nach Klassen" };
  const char *october[] = { "October 9, 2026", "9 oktober 2026", "9. Oktober 2026" };
  const char *jans[] = { "1 Jan de Vries 952 95.20 95.05 25", "1 Jan de Vries 952 95,20 95,05 25",
                         "1 Jan de Vries 952 95,20 95,05 25" };
  const char *classes[] = { "Class", "Klasse", "Klasse" };
  const char *none[] = { "No class yet", "Nog geen klasse", "Noch keine Klasse" };
  g_autoptr(GArray) members = make_season (f->store);
  g_autoptr(GError) error = NULL;
  HammerSeasonSheetOptions options;

  hammer_season_sheet_options_init (&options);
  options.kind = HAMMER_SEASON_SHEET_NIGHT_CLASSES;
  for (guint l = 0; l < G_N_ELEMENTS (paper_kinds_languages); l++)
    {
      g_autofree char *file = g_strdup_printf ("night-classes-%s.pdf", paper_kinds_languages[l]);
      g_autofree char *a = g_strdup_printf ("%s A", classes[l]);
      g_autofree char *b = g_strdup_printf ("%s B", classes[l]);
      g_autofree char *c = g_strdup_printf ("%s C", classes[l]);
      g_autofree char *path = NULL;
      g_autofree char *text = NULL;
      g_autofree char *table = NULL;
      g_autofree char *jan = NULL;
      g_autofree char *truus = NULL;
      const char *at;

      /* Classes change on 1 November: on the 13th by the averages before. */
      options.night = "2026-11-13";
      path = render (f->store, &options, paper_kinds_languages[l], f->dir, file, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (pdf_pages (path), ==, 1);
      text = pdf_text (path);
      g_assert_nonnull ((at = strstr (text, titles[l])));
      g_assert_nonnull ((at = strstr (at, a)));
      g_assert_nonnull ((at = strstr (at, "Piet Jansen")));
      g_assert_nonnull ((at = strstr (at, "Kees Bakker")));
      g_assert_nonnull ((at = strstr (at, b)));
      g_assert_nonnull ((at = strstr (at, "Bep & Co Mulder")));
      g_assert_nonnull ((at = strstr (at, "Truus Smit")));
      g_assert_nonnull ((at = strstr (at, c)));
      g_assert_nonnull ((at = strstr (at, "Jan de Vries")));
      g_assert_null (strstr (text, none[l]));
      /* Places within the class. */
      table = pdf_table_text (path);
      jan = paper_kinds_row_of (table, "Jan de Vries");
      g_assert_cmpstr (jan, ==, jans[l]);
      truus = paper_kinds_row_of (table, "Truus Smit");
      g_assert_true (g_str_has_prefix (truus, "2 Truus Smit 1052"));
      paper_kinds_assert_whole (path);
      g_clear_pointer (&path, g_free);
      g_clear_pointer (&text, g_free);

      /* Every night; before 1 November nobody has a class yet. */
      options.night = NULL;
      path = render (f->store, &options, paper_kinds_languages[l], f->dir, file, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (pdf_pages (path), ==, 3);
      text = pdf_text (path);
      g_assert_nonnull ((at = strstr (text, none[l])));
      g_assert_nonnull (strstr (at, october[l]));
      g_assert_nonnull (strstr (text, titles[l]));
      paper_kinds_assert_whole (path);
    }

  /* A night not in the season is refused. */
  options.night = "2027-01-08";
  g_assert_null (render (f->store, &options, "en", f->dir, "none.pdf", &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_clear_error (&error);
}

/* A class that runs over a page goes on under its heading, in each
 * language. */
static void
test_night_classes_continued (StoreFixture  *f,
                              gconstpointer  data)
{
  const char *continued[] = { "Class B (continued)", "Klasse B (vervolg)",
                              "Klasse B (Fortsetzung)" };
  g_auto(GStrv) names = g_new0 (char *, 91);
  g_autofree double *averages = g_new0 (double, 90);
  g_autofree int *totals = g_new0 (int, 90 * 10);
  g_autoptr(GArray) members = NULL;
  g_autoptr(GError) error = NULL;
  HammerSeasonSheetOptions options;
  gint64 season;

  season = hammer_seasons_create (f->store, "Drukte", "2026-09-01", 10, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_seasons_set_classes (f->store, season, "A=120,B=0", &error));
  g_assert_no_error (error);
  /* Ten in class A and eighty in B, from their start averages. */
  for (guint m = 0; m < 90; m++)
    {
      names[m] = g_strdup_printf ("Lid %02u", m + 1);
      averages[m] = m < 10 ? 125 : 100;
      for (guint g = 0; g < 10; g++)
        totals[m * 10 + g] = (int) averages[m] - (int) (m % 10);
    }
  members = hammer_seasons_add_members_averaged (f->store, season, (const char *const *) names,
                                                 averages, &error);
  g_assert_no_error (error);
  hammer_seasons_save_night (f->store, season, 0, "2026-09-10", (gint64 *) members->data, 90,
                             totals, NULL, NULL, &error);
  g_assert_no_error (error);

  hammer_season_sheet_options_init (&options);
  options.kind = HAMMER_SEASON_SHEET_NIGHT_CLASSES;
  for (guint l = 0; l < G_N_ELEMENTS (paper_kinds_languages); l++)
    {
      g_autofree char *file = g_strdup_printf ("night-classes-long-%s.pdf",
                                               paper_kinds_languages[l]);
      g_autofree char *path = render_season (f->store, season, &options, paper_kinds_languages[l],
                                             f->dir, file, &error);
      g_autofree char *text = NULL;

      g_assert_no_error (error);
      g_assert_cmpuint (pdf_pages (path), >=, 2);
      text = pdf_text (path);
      g_assert_nonnull (strstr (text, continued[l]));
      for (guint m = 0; m < 90; m++)
        g_assert_nonnull (strstr (text, names[m]));
      paper_kinds_assert_whole (path);
    }
}

/* hammer-cli season export --kind night-classes and what it refuses. */
static void
test_night_classes_cli (StoreFixture  *f,
                        gconstpointer  data)
{
  g_autoptr(GArray) members = make_season (f->store);
  g_autoptr(GError) error = NULL;
  g_autofree char *out = g_build_filename (f->dir, "classes.pdf", NULL);
  g_auto(CliRun) run = { 0 };

  hammer_seasons_create (f->store, "Leeg", "2026-09-01", 10, &error);
  g_assert_no_error (error);
  g_clear_object (&f->store);
  cli_run (&run, f->path, NULL, "season", "export", "1", "--format", "pdf", "--kind",
           "night-classes", "--night", "2026-11-13", "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (pdf_pages (out), ==, 1);
  cli_run_clear (&run);

  cli_run (&run, f->path, NULL, "season", "export", "1", "--format", "pdf", "--kind",
           "night-classes", "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (pdf_pages (out), ==, 3);
  cli_run_clear (&run);

  cli_run (&run, f->path, NULL, "season", "export", "2", "--format", "pdf", "--kind",
           "night-classes", "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "The season “Leeg” has no club nights yet"));
  /* What was written before stays whole. */
  g_assert_cmpuint (pdf_pages (out), ==, 3);
  cli_run_clear (&run);

  cli_run (&run, f->path, NULL, "season", "export", "1", "--format", "pdf", "--kind",
           "averages", "--night", "2026-11-13", "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--night goes with --kind night, form or night-classes"));
}

/* A league of two teams whose team match is two singles and a doubles;
 * the first singles entered. Returns the team match's id. */
static gint64
make_league (HammerStore *store)
{
  const char *a[] = { "Anna Bos", "Bert Kok", "Cor van den Heuvel-Smit", NULL };
  const char *b[] = { "Dirk Mol", "Eva Post", "Fenna Wit", NULL };
  const char *home[] = { "Anna Bos", NULL };
  const char *away[] = { "Dirk Mol", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) fixtures = NULL;
  g_autoptr(JsonNode) result = NULL;
  JsonObject *first;
  HammerLeagueSpec spec;
  gint64 league, fixture;

  hammer_league_spec_init (&spec);
  spec.name = "Wintercompetitie";
  spec.rules = "table";
  spec.start_date = "2026-09-14";
  spec.format = "2x1,1x2";
  league = hammer_leagues_create (store, &spec, &error);
  g_assert_no_error (error);
  hammer_leagues_add_team (store, league, NULL, "De Schijvers", "De Rappe Schijf", a, &error);
  g_assert_no_error (error);
  hammer_leagues_add_team (store, league, NULL, "Tafel Tien", NULL, b, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_leagues_generate_fixtures (store, league, &error));
  g_assert_no_error (error);
  fixtures = hammer_leagues_fixtures_json (store, league, &error);
  g_assert_no_error (error);
  first = json_array_get_object_element (json_object_get_array_member (
            json_array_get_object_element (json_object_get_array_member (
              json_array_get_object_element (json_object_get_array_member (
                json_node_get_object (fixtures), "divisions"), 0), "match_days"), 0),
            "fixtures"), 0);
  fixture = json_object_get_int_member (first, "id");
  result = json_from_string (HOME_WINS, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_leagues_enter_game (store, fixture, 0, home, away, result, &error));
  g_assert_no_error (error);
  return fixture;
}

/* Lays out the game sheets of team match @fixture in @language. */
static char *
render_games (HammerStore *store,
              gint64       fixture,
              gboolean     filled,
              const char  *language,
              const char  *dir,
              const char  *name,
              GError     **error)
{
  g_auto(HammerLeagueSheetSource) source = { NULL };
  g_autofree char *path = g_build_filename (dir, name, NULL);
  HammerLeagueSheetOptions options;
  gboolean done;

  hammer_league_sheet_options_init (&options);
  options.kind = HAMMER_LEAGUE_SHEET_GAMES;
  options.filled = filled;
  g_assert_true (hammer_leagues_sheet_source (store, 1, options.kind, 0, fixture, &source,
                                              error));
  hammer_i18n_set_thread_language (language);
  done = hammer_league_sheets_render_to_file (source.league, source.fixtures, source.table,
                                              source.forms, &options, path, error);
  hammer_i18n_set_thread_language (NULL);
  if (done)
    paper_kinds_keep (path, name);
  return done ? g_steal_pointer (&path) : NULL;
}

/* A team match's games on score sheets: blank for the two still to play,
 * the teams to write their players in; filled for the one entered, with
 * its players and ends. */
static void
test_league_games (StoreFixture  *f,
                   gconstpointer  data)
{
  const char *games[] = { "Game 1", "Spel 1", "Spiel 1" };
  gint64 fixture = make_league (f->store);
  g_autoptr(GError) error = NULL;

  for (guint l = 0; l < G_N_ELEMENTS (paper_kinds_languages); l++)
    {
      g_autofree char *file = g_strdup_printf ("league-games-%s.pdf", paper_kinds_languages[l]);
      g_autofree char *filled_file = g_strdup_printf ("league-games-filled-%s.pdf",
                                                      paper_kinds_languages[l]);
      g_autofree char *path = render_games (f->store, fixture, FALSE, paper_kinds_languages[l],
                                            f->dir, file, &error);
      g_autofree char *text = NULL;
      g_autofree char *filled = NULL;

      g_assert_no_error (error);
      text = pdf_text (path);
      g_assert_nonnull (strstr (text, "Wintercompetitie"));
      g_assert_nonnull (strstr (text, "De Schijvers – Tafel Tien"));
      g_assert_nonnull (strstr (text, games[l]));
      g_assert_null (strstr (text, "Anna Bos"));
      paper_kinds_assert_whole (path);
      g_clear_pointer (&path, g_free);

      path = render_games (f->store, fixture, TRUE, paper_kinds_languages[l], f->dir, filled_file,
                           &error);
      g_assert_no_error (error);
      filled = pdf_text (path);
      g_assert_nonnull (strstr (filled, "Anna Bos"));
      g_assert_nonnull (strstr (filled, "Dirk Mol"));
      g_assert_nonnull (strstr (filled, "De Schijvers – Tafel Tien"));
      g_assert_cmpuint (pdf_pages (path), ==, 1);
      paper_kinds_assert_whole (path);
    }

  /* Every game entered: no blank sheet is left to print, and the filled
   * ones have the doubles too. */
  {
    const char *home[] = { "Anna Bos", NULL }, *away[] = { "Dirk Mol", NULL };
    const char *pair[] = { "Bert Kok", "Cor van den Heuvel-Smit", NULL };
    const char *other[] = { "Eva Post", "Fenna Wit", NULL };
    g_autoptr(JsonNode) result = json_from_string (HOME_WINS, NULL);
    g_autoptr(JsonNode) doubles = json_from_string (HOME_PAIR_WINS, NULL);
    g_autofree char *path = NULL;
    g_autofree char *text = NULL;

    g_assert_true (hammer_leagues_enter_game (f->store, fixture, 1, home, away, result, &error));
    g_assert_true (hammer_leagues_enter_game (f->store, fixture, 2, pair, other, doubles,
                                              &error));
    g_assert_no_error (error);
    g_assert_null (render_games (f->store, fixture, FALSE, "nl", f->dir, "none.pdf", &error));
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
    g_assert_cmpstr (error->message, ==, "Elk spel van deze teamwedstrijden is ingevoerd: druk "
                                         "ze ingevuld af");
    g_clear_error (&error);
    path = render_games (f->store, fixture, TRUE, "en", f->dir, "all.pdf", &error);
    g_assert_no_error (error);
    text = pdf_text (path);
    g_assert_nonnull (strstr (text, "Bert Kok & Cor van den Heuvel-Smit"));
    g_assert_nonnull (strstr (text, "Eva Post & Fenna Wit"));
    paper_kinds_assert_whole (path);
  }
}

/* hammer-cli season export --league ID --kind games [--filled], and what
 * it refuses. */
static void
test_league_games_cli (StoreFixture  *f,
                       gconstpointer  data)
{
  gint64 fixture = make_league (f->store);
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, fixture);
  g_autofree char *out = g_build_filename (f->dir, "games.pdf", NULL);
  g_auto(CliRun) run = { 0 };

  g_clear_object (&f->store);
  cli_run (&run, f->path, NULL, "season", "export", "--league", "1", "--format", "pdf",
           "--kind", "games", "--fixture", id, "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  {
    g_autofree char *text = pdf_text (out);

    g_assert_nonnull (strstr (text, "Tafel Tien"));
  }
  cli_run_clear (&run);

  cli_run (&run, f->path, NULL, "season", "export", "--league", "1", "--format", "pdf",
           "--kind", "games", "--fixture", id, "--filled", "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  {
    g_autofree char *text = pdf_text (out);

    g_assert_nonnull (strstr (text, "Anna Bos"));
  }
  cli_run_clear (&run);

  /* A team match not in the league is refused, and what was written
   * before stays. */
  cli_run (&run, f->path, NULL, "season", "export", "--league", "1", "--format", "pdf",
           "--kind", "games", "--fixture", "999", "--filled", "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "999"));
  {
    g_autofree char *text = pdf_text (out);

    g_assert_nonnull (strstr (text, "Anna Bos"));
  }
  cli_run_clear (&run);

  cli_run (&run, f->path, NULL, "season", "export", "--league", "1", "--format", "pdf",
           "--kind", "rosters", "--filled", "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--filled goes with --kind games"));
  cli_run_clear (&run);

  cli_run (&run, f->path, NULL, "season", "export", "1", "--format", "pdf", "--filled",
           "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--filled goes with --league"));
}

/* A league's rosters: every team with its club and players, numbered,
 * with spare lines; refused for a league without teams. */
static void
test_league_rosters (StoreFixture  *f,
                     gconstpointer  data)
{
  const char *a[] = { "Anna Bos", "Bert Kok", "Cor van den Heuvel-Smit", NULL };
  const char *b[] = { "Dirk Mol", "Eva Post", NULL };
  const char *titles[] = { "Played", "Gespeeld", "Gespielt" };
  g_autofree char *out = g_build_filename (f->dir, "rosters.pdf", NULL);
  g_autoptr(GError) error = NULL;
  g_auto(CliRun) run = { 0 };
  HammerLeagueSpec spec;
  gint64 league, empty;

  hammer_league_spec_init (&spec);
  spec.name = "Wintercompetitie";
  spec.rules = "table";
  spec.start_date = "2026-09-14";
  spec.format = "2x1";
  league = hammer_leagues_create (f->store, &spec, &error);
  g_assert_no_error (error);
  hammer_leagues_add_team (f->store, league, NULL, "De Schijvers", "De Rappe Schijf", a,
                           &error);
  g_assert_no_error (error);
  hammer_leagues_add_team (f->store, league, NULL, "Tafel Tien", NULL, b, &error);
  g_assert_no_error (error);
  spec.name = "Leeg";
  empty = hammer_leagues_create (f->store, &spec, &error);
  g_assert_no_error (error);

  for (guint l = 0; l < G_N_ELEMENTS (paper_kinds_languages); l++)
    {
      g_autofree char *text = NULL, *table = NULL, *row = NULL;
      hammer_i18n_set_thread_language (paper_kinds_languages[l]);
      {
        g_auto(HammerLeagueSheetSource) source = { NULL };
        HammerLeagueSheetOptions options;

        hammer_league_sheet_options_init (&options);
        options.kind = HAMMER_LEAGUE_SHEET_ROSTERS;
        g_assert_true (hammer_leagues_sheet_source (f->store, league, options.kind, 0, 0,
                                                    &source, &error));
        g_assert_no_error (error);
        g_assert_true (hammer_league_sheets_render_to_file (source.league, source.fixtures,
                                                            source.table, source.forms,
                                                            &options, out, &error));
        g_assert_no_error (error);
      }
      hammer_i18n_set_thread_language (NULL);
      text = pdf_text (out);
      table = pdf_table_text (out);
      g_assert_nonnull (strstr (text, "De Schijvers De Rappe Schijf"));
      g_assert_nonnull (strstr (text, "Tafel Tien"));
      g_assert_nonnull (strstr (text, titles[l]));
      row = paper_kinds_row_of (table, "Cor van den Heuvel-Smit");
      g_assert_true (g_str_has_prefix (row, "3 Cor van den Heuvel-Smit"));
      g_assert_cmpuint (paper_kinds_position (text, "Anna Bos"), <,
                        paper_kinds_position (text, "Tafel Tien"));
      g_assert_cmpuint (paper_kinds_position (text, "Tafel Tien"), <,
                        paper_kinds_position (text, "Dirk Mol"));
      paper_kinds_assert_whole (out);
    }

  cli_run (&run, f->path, NULL, "season", "export", "--league", "1", "--format", "pdf",
           "--kind", "rosters", "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  cli_run_clear (&run);
  {
    g_autofree char *empty_id = g_strdup_printf ("%" G_GINT64_FORMAT, empty);

    cli_run (&run, f->path, NULL, "season", "export", "--league", empty_id, "--format", "pdf",
             "--kind", "rosters", "--output", out, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "The league has no teams yet"));
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, StoreFixture, NULL, store_fixture_set_up, func, store_fixture_tear_down)
  ADD ("/season-paper-kinds/member-cards", test_member_cards);
  ADD ("/season-paper-kinds/member-cards-cli", test_member_cards_cli);
  ADD ("/season-paper-kinds/night-classes", test_night_classes);
  ADD ("/season-paper-kinds/night-classes-continued", test_night_classes_continued);
  ADD ("/season-paper-kinds/night-classes-cli", test_night_classes_cli);
  ADD ("/season-paper-kinds/league-rosters", test_league_rosters);
  ADD ("/season-paper-kinds/league-games", test_league_games);
  ADD ("/season-paper-kinds/league-games-cli", test_league_games_cli);
#undef ADD

  return g_test_run ();
}
