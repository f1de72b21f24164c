/* hammer-results-sheets.c — an event's results by round and its board
 * schedule, as printed tables
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-json.h"
#include "io/hammer-tables.h"
#include "sheets/hammer-sheets-private.h"

/* The points of each game as the match list holds them; a match of one side
 * (a sjoelbak series) shows its total. */
static char *
score_text (const HammerSheetsMatch *match)
{
  g_autofree char *scores = hammer_tables_format_game_scores (match->listed);

  if (match->bye)
    return g_strdup (_("bye"));
  if (scores == NULL)
    return g_strdup ("");
  if (hammer_sheets_n_sides (match) == 1)
    return hammer_sheet_int_text (hammer_json_element_int (hammer_json_array (match->listed,
                                                                              "totals"), 0, 0));
  return g_steal_pointer (&scores);
}

gboolean
hammer_sheets_render_results (HammerSheetsDoc *doc,
                              GError         **error)
{
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  HammerSheetColumn columns[] = {
    { _("Round"), 0.8, HAMMER_ALIGN_CENTER }, { _("Match"), 0.8, HAMMER_ALIGN_CENTER },
    { _("Board"), 1.2, HAMMER_ALIGN_CENTER }, { _("Side A"), 3, HAMMER_ALIGN_END },
    { _("Score"), 2, HAMMER_ALIGN_CENTER }, { _("Side B"), 3, HAMMER_ALIGN_START },
  };
  const char *last_round = NULL;

  for (guint i = 0; i < doc->matches->len; i++)
    {
      const HammerSheetsMatch *match = &g_array_index (doc->matches, HammerSheetsMatch, i);
      g_autofree char *score = NULL, *round = NULL, *number = NULL, *board = NULL;
      gint64 winner = hammer_json_int (match->listed, "winner", -1);
      g_autofree char *a = NULL, *b = NULL;
      const char *side_a = hammer_sheets_side_name (match, 0);
      const char *side_b = hammer_sheets_side_name (match, 1);

      /* The results every export lists, and the byes beside them. */
      if (!match->bye && !hammer_tables_match_is_result (match->listed))
        continue;
      if (g_strcmp0 (match->round_name, last_round) != 0)
        {
          hammer_sheet_rows_add_section (rows, match->round_name);
          last_round = match->round_name;
        }
      score = score_text (match);
      round = hammer_sheet_int_text (match->round);
      number = hammer_sheets_number_text (match);
      board = match->board > 0 ? hammer_sheets_board_name (doc, match->board) : g_strdup ("");
      /* The winner's name is marked, since the score alone does not say
       * who won a best-of-three on games. */
      a = g_strdup_printf ("%s%s", side_a != NULL ? side_a : "",
                           winner == 0 && hammer_sheets_n_sides (match) > 1 ? " ●" : "");
      b = g_strdup_printf ("%s%s", winner == 1 ? "● " : "", side_b != NULL ? side_b : "");
      hammer_sheet_rows_add (rows, FALSE, 6, round, number, board, a, score, b);
    }
  if (rows->len == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("No match has a result yet"));
      return FALSE;
    }
  hammer_sheets_draw_paged_table (doc, _("Results"), _("● marks the winner"), columns,
                    G_N_ELEMENTS (columns), rows);
  return TRUE;
}

/* Whether @match is in a bracket beside the main one: a double
 * elimination's losers', a consolation, a chart of places played out. */
static gboolean
in_second_bracket (const HammerSheetsMatch *match)
{
  static const char *const seconds[] = { "losers", "consolation", "placement",
                                         "second-knockout" };

  for (guint i = 0; i < G_N_ELEMENTS (seconds); i++)
    if (g_strcmp0 (match->bracket, seconds[i]) == 0)
      return TRUE;
  return FALSE;
}

static const char *
state_title (const HammerSheetsMatch *match)
{
  const char *state = hammer_json_string (match->listed, "state");

  if (g_strcmp0 (state, "finished") == 0 && hammer_json_bool (match->listed, "walkover", FALSE))
    return _("Walkover");
  if (g_strcmp0 (state, "finished") == 0)
    return _("Finished");
  if (g_strcmp0 (state, "in_progress") == 0)
    return _("Playing");
  if (g_strcmp0 (state, "ready") == 0)
    return _("Ready");
  return _("Waiting");
}

/* Where a match stands on the board schedule: its board; then those on
 * none yet; then those played where no board was recorded. */
static int
schedule_place (const HammerSheetsMatch *match)
{
  if (match->board > 0)
    return match->board;
  return g_strcmp0 (hammer_json_string (match->listed, "state"), "finished") == 0
           ? G_MAXINT : G_MAXINT - 1;
}

static int
compare_by_board (gconstpointer a,
                  gconstpointer b)
{
  const HammerSheetsMatch *x = *(const HammerSheetsMatch **) a;
  const HammerSheetsMatch *y = *(const HammerSheetsMatch **) b;
  int bx = schedule_place (x), by = schedule_place (y);

  if (bx != by)
    return bx < by ? -1 : 1;
  if (x->round != y->round)
    return x->round < y->round ? -1 : 1;
  return x->number < y->number ? -1 : x->number > y->number;
}

/* The board of a series card's first game, 0 when it has none. */
static int
first_board (const HammerSheetsMatch *match)
{
  return (int) hammer_json_element_int (hammer_json_array (match->listed, "boards"), 0, 0);
}

static int
compare_by_first_board (gconstpointer a,
                        gconstpointer b)
{
  const HammerSheetsMatch *x = *(const HammerSheetsMatch **) a;
  const HammerSheetsMatch *y = *(const HammerSheetsMatch **) b;
  int bx = first_board (x) > 0 ? first_board (x) : G_MAXINT;
  int by = first_board (y) > 0 ? first_board (y) : G_MAXINT;

  if (bx != by)
    return bx < by ? -1 : 1;
  return x->number < y->number ? -1 : x->number > y->number;
}

/* A sjoelbak series moves every player to another board each game: its
 * cards are listed by the board of their first game, each with the board
 * of every game, so that players find where to start and where to go. */
static void
render_series_schedule (HammerSheetsDoc *doc,
                        GPtrArray       *cards)
{
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  HammerSheetColumn columns[] = {
    /* Translators: columns of a sjoelbak series' board schedule: the card's
     * number, the player, and the board of each game in turn. */
    { _("Card"), 0.8, HAMMER_ALIGN_CENTER }, { _("Player"), 4, HAMMER_ALIGN_START },
    { _("Boards, game by game"), 3.5, HAMMER_ALIGN_START },
    { _("State"), 1.3, HAMMER_ALIGN_START },
  };
  int last_board = -1;

  g_ptr_array_sort (cards, compare_by_first_board);
  for (guint i = 0; i < cards->len; i++)
    {
      const HammerSheetsMatch *match = g_ptr_array_index (cards, i);
      JsonArray *boards = hammer_json_array (match->listed, "boards");
      g_autofree char *number = hammer_sheets_number_text (match);
      g_autoptr(GString) route = g_string_new (NULL);
      const char *name = hammer_sheets_side_name (match, 0);
      int board = first_board (match);

      if (board != last_board)
        {
          g_autofree char *heading = NULL;

          if (board > 0)
            {
              g_autofree char *board_name = hammer_sheets_board_name (doc, board);

              /* Translators: a heading of a series' board schedule: the
               * board where the cards under it start. */
              heading = g_strdup_printf (_("%s — first game"), board_name);
            }
          hammer_sheet_rows_add_section (rows, heading != NULL ? heading
                                                               : _("Not yet on a board"));
          last_board = board;
        }
      for (guint g = 0; g < hammer_json_length (boards); g++)
        g_string_append_printf (route, "%s%" G_GINT64_FORMAT, g > 0 ? ", " : "",
                                hammer_json_element_int (boards, g, 0));
      hammer_sheet_rows_add (rows, FALSE, 4, number, name != NULL ? name : "—", route->str,
                             state_title (match));
    }
  hammer_sheets_draw_paged_table (doc, _("Board schedule"), NULL, columns, G_N_ELEMENTS (columns),
                                  rows);
}

/* When the timetable's plan has match @number end (on a board now) or
 * start (waiting), “ends 14:05”; "" when the plan does not hold it. */
static char *
expected_text (HammerSheetsDoc *doc,
               gint64           number)
{
  JsonNode *plan = doc->options->timetable;
  JsonArray *entries = hammer_json_array (plan != NULL && JSON_NODE_HOLDS_OBJECT (plan)
                                            ? json_node_get_object (plan) : NULL, "matches");

  for (guint i = 0; i < hammer_json_length (entries); i++)
    {
      JsonObject *entry = hammer_json_element_object (entries, i);
      gboolean on_board = hammer_json_bool (entry, "on_board", FALSE);
      g_autofree char *time = NULL;

      if (hammer_json_int (hammer_json_object (entry, "match"), "number", 0) != number)
        continue;
      time = hammer_sheets_clock_text (hammer_json_string (entry, on_board ? "end" : "start"));
      /* Translators: the board schedule's expected time of a match on a
       * board now (ends) or waiting (starts); %s is a time, “14:05”. */
      return g_strdup_printf (on_board ? C_("schedule", "ends %s") : C_("schedule", "starts %s"),
                              time);
    }
  return g_strdup ("");
}

/* Rotating partners: who each round leaves out, so the desk can tell them. */
static void
add_sitting_out_rows (HammerSheetsDoc *doc,
                      GPtrArray       *rows)
{
  int last_round = 0;

  for (guint i = 0; i < doc->matches->len; i++)
    {
      const HammerSheetsMatch *match = &g_array_index (doc->matches, HammerSheetsMatch, i);
      JsonArray *names = hammer_json_array (match->listed, "sitting_out_names");
      g_autoptr(GPtrArray) list = g_ptr_array_new ();
      g_autofree char *round = NULL, *joined = NULL;

      if (match->round == last_round || hammer_json_length (names) == 0)
        continue;
      if (last_round == 0)
        /* Translators: a heading of the board schedule of rotating
         * partners, over the players each round leaves out. */
        hammer_sheet_rows_add_section (rows, _("Sitting out"));
      last_round = match->round;
      for (guint n = 0; n < hammer_json_length (names); n++)
        g_ptr_array_add (list, (gpointer) json_array_get_string_element (names, n));
      g_ptr_array_add (list, NULL);
      round = hammer_sheet_int_text (match->round);
      joined = g_strjoinv (", ", (char **) list->pdata);
      hammer_sheet_rows_add (rows, FALSE, 6, round, "", joined, "", "", "");
    }
}

gboolean
hammer_sheets_render_schedule (HammerSheetsDoc *doc,
                               GError         **error)
{
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  g_autoptr(GPtrArray) sorted = g_ptr_array_new ();
  HammerSheetColumn columns[] = {
    { _("Round"), 0.8, HAMMER_ALIGN_CENTER }, { _("Match"), 0.8, HAMMER_ALIGN_CENTER },
    { _("Side A"), 3, HAMMER_ALIGN_START }, { _("Side B"), 3, HAMMER_ALIGN_START },
    { _("State"), 1.3, HAMMER_ALIGN_START },
    /* Translators: a column of the board schedule: when a match likely
     * ends or starts. */
    { C_("schedule", "Expected"), 1.4, HAMMER_ALIGN_START },
  };
  JsonNode *plan = doc->options->timetable;
  g_autofree char *note = NULL;
  const HammerSheetsMatch *first;
  int last_place = -1;
  gboolean two_brackets = FALSE;

  for (guint i = 0; i < doc->matches->len; i++)
    {
      HammerSheetsMatch *match = &g_array_index (doc->matches, HammerSheetsMatch, i);

      /* A match without a number is a bye, though a losers' bye is not
       * marked as one until the loser who has it is known. */
      if (!match->bye && match->number > 0 && hammer_sheets_n_sides (match) > 0)
        g_ptr_array_add (sorted, match);
    }
  if (sorted->len == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The event has no matches yet; draw it first"));
      return FALSE;
    }
  first = g_ptr_array_index (sorted, 0);
  if (g_strcmp0 (hammer_json_string (first->listed, "bracket"), "series") == 0)
    {
      render_series_schedule (doc, sorted);
      return TRUE;
    }
  g_ptr_array_sort (sorted, compare_by_board);
  for (guint i = 0; i < sorted->len; i++)
    two_brackets |= in_second_bracket (g_ptr_array_index (sorted, i));
  /* Beside a second bracket, a round says which bracket it is in, by the
   * name every surface gives it (“Consolation round 1”, “Places 5–8”). */
  if (two_brackets)
    columns[0].weight = 2.4;

  for (guint i = 0; i < sorted->len; i++)
    {
      const HammerSheetsMatch *match = g_ptr_array_index (sorted, i);
      g_autofree char *round = two_brackets ? g_strdup (match->round_name)
                                            : hammer_sheet_int_text (match->round);
      g_autofree char *number = hammer_sheets_number_text (match);
      const char *a = hammer_sheets_side_name (match, 0), *b = hammer_sheets_side_name (match, 1);
      int place = schedule_place (match);
      g_autofree char *expected = expected_text (doc, match->number);

      if (place != last_place)
        {
          g_autofree char *heading = match->board > 0
                                       ? hammer_sheets_board_name (doc, match->board)
                                       : g_strdup (place == G_MAXINT
                                                     /* Translators: a heading of the board
                                                      * schedule: matches played where no
                                                      * board was recorded. */
                                                     ? _("Played, no board recorded")
                                                     : _("Not yet on a board"));

          hammer_sheet_rows_add_section (rows, heading);
          last_place = place;
        }
      hammer_sheet_rows_add (rows, FALSE, 6, round, number, a ? a : "—",
                             hammer_sheets_n_sides (match) > 1 ? (b ? b : "—") : "",
                             state_title (match), expected);
    }
  add_sitting_out_rows (doc, rows);
  if (plan != NULL && JSON_NODE_HOLDS_OBJECT (plan))
    {
      g_autofree char *now = hammer_sheets_clock_text (
                               hammer_json_string (json_node_get_object (plan), "now"));

      /* Translators: the note over the board schedule; %s is the time it
       * was made. */
      note = g_strdup_printf (_("Expected times as of %s, as the boards estimate: a match on a "
                                "board ends, a waiting one starts."), now);
    }
  hammer_sheets_draw_paged_table (doc, _("Board schedule"), note, columns,
                                  G_N_ELEMENTS (columns), rows);
  return TRUE;
}
