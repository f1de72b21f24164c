/* hammer-pairings-sheets.c — one round's pairings for the wall: who plays
 * whom on which board, each with the points they bring into the round
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "events/hammer-events.h"
#include "events/hammer-format.h"
#include "events/hammer-standings.h"
#include "hammer-error.h"
#include "hammer-json.h"
#include "io/hammer-tables-writer.h"
#include "sheets/hammer-sheets-private.h"

/* Pairings belong to the formats that play in rounds everyone plays at
 * once; a knockout's draw is its bracket. */
static gboolean
plays_rounds (HammerSheetsDoc *doc)
{
  const char *format = hammer_json_string (doc->event, "format");

  return g_strcmp0 (format, "swiss") == 0 || g_strcmp0 (format, "round-robin") == 0;
}

static guint
last_round (HammerSheetsDoc *doc)
{
  guint last = 0;

  for (guint i = 0; i < doc->matches->len; i++)
    last = MAX (last, (guint) MAX (g_array_index (doc->matches, HammerSheetsMatch, i).round, 0));
  return last;
}

/* The match points a result earns in the event, its own where it set them. */
static void
event_worth (HammerSheetsDoc        *doc,
             HammerStandingsOptions *worth)
{
  HammerFormat format = HAMMER_FORMAT_SWISS;

  hammer_format_from_string (hammer_json_string (doc->event, "format"), &format);
  hammer_events_standings_options (hammer_json_object (doc->event, "settings"), format, worth);
}

/* The match points each entrant (by id) has from the rounds before
 * @round, counted as the standings count them. */
static GHashTable *
points_before (HammerSheetsDoc *doc,
               guint            round)
{
  GHashTable *points = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  HammerStandingsOptions worth;

  event_worth (doc, &worth);
  for (guint i = 0; i < doc->matches->len; i++)
    {
      const HammerSheetsMatch *match = &g_array_index (doc->matches, HammerSheetsMatch, i);
      JsonArray *sides = hammer_json_array (match->listed, "sides");
      gint64 winner = hammer_json_int (match->listed, "winner", -1);

      if (match->round <= 0 || (guint) match->round >= round ||
          g_strcmp0 (hammer_json_string (match->listed, "state"), "finished") != 0)
        continue;
      for (guint s = 0; s < hammer_json_length (sides); s++)
        {
          JsonNode *id = hammer_json_element (sides, s);
          gint64 entrant;
          double *total;

          if (!hammer_json_node_int (id, &entrant))
            continue;
          if (!(total = g_hash_table_lookup (points, &entrant)))
            {
              total = g_new0 (double, 1);
              g_hash_table_insert (points, g_memdup2 (&entrant, sizeof entrant), total);
            }
          if (match->bye)
            *total += worth.bye_points;
          else if (winner == (gint64) s)
            *total += worth.win_points;
          else if (winner < 0)
            *total += worth.draw_points;
        }
    }
  return points;
}

static char *
points_text (GHashTable              *points,
             const HammerSheetsMatch *match,
             guint                    side)
{
  JsonNode *id = hammer_json_element (hammer_json_array (match->listed, "sides"), side);
  double *total;
  gint64 entrant;

  if (!hammer_json_node_int (id, &entrant))
    return g_strdup ("");
  total = g_hash_table_lookup (points, &entrant);
  return hammer_tables_format_decimal (total != NULL ? *total : 0, hammer_i18n_decimal_mark ());
}

/* Boards in their order, matches not on a board after them. */
static int
compare_by_board (gconstpointer a,
                  gconstpointer b)
{
  const HammerSheetsMatch *x = *(HammerSheetsMatch **) a, *y = *(HammerSheetsMatch **) b;
  int bx = x->board > 0 ? x->board : G_MAXINT, by = y->board > 0 ? y->board : G_MAXINT;

  if (bx != by)
    return bx < by ? -1 : 1;
  if (x->bye != y->bye)
    return x->bye ? 1 : -1;
  return x->number < y->number ? -1 : x->number > y->number;
}

static char *
pairings_note (HammerSheetsDoc *doc,
               guint            round)
{
  HammerStandingsOptions worth;
  char mark = hammer_i18n_decimal_mark ();
  g_autofree char *win = NULL, *draw = NULL, *bye = NULL;

  if (round == 1)
    return g_strdup (_("The first round: nobody has points yet."));
  event_worth (doc, &worth);
  win = hammer_tables_format_decimal (worth.win_points, mark);
  draw = hammer_tables_format_decimal (worth.draw_points, mark);
  bye = hammer_tables_format_decimal (worth.bye_points, mark);
  /* Translators: the note over the pairings of a round; %u is the round
   * before it, the figures are the match points a result earns. */
  return g_strdup_printf (_("Points so far: after round %u (a win %s, a draw %s, a bye %s)."),
                          round - 1, win, draw, bye);
}

/* Round @round's pairings, from a page of their own. */
static void
draw_round (HammerSheetsDoc *doc,
            guint            round)
{
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  g_autoptr(GPtrArray) chosen = g_ptr_array_new ();
  g_autoptr(GHashTable) points = points_before (doc, round);
  HammerSheetColumn columns[] = {
    { _("Board"), 1.4, HAMMER_ALIGN_CENTER }, { _("Match"), 0.8, HAMMER_ALIGN_CENTER },
    { _("Side A"), 3.5, HAMMER_ALIGN_END }, { _("Pts"), 0.8, HAMMER_ALIGN_CENTER },
    { _("Pts"), 0.8, HAMMER_ALIGN_CENTER }, { _("Side B"), 3.5, HAMMER_ALIGN_START },
  };
  g_autofree char *title = NULL, *note = NULL;

  for (guint i = 0; i < doc->matches->len; i++)
    {
      HammerSheetsMatch *match = &g_array_index (doc->matches, HammerSheetsMatch, i);

      if (match->round == (int) round)
        g_ptr_array_add (chosen, match);
    }
  g_ptr_array_sort (chosen, compare_by_board);
  for (guint i = 0; i < chosen->len; i++)
    {
      const HammerSheetsMatch *match = g_ptr_array_index (chosen, i);
      const char *b = hammer_sheets_side_name (match, 1);
      char **cells = hammer_sheet_cells_new (G_N_ELEMENTS (columns));

      g_free (cells[0]);
      cells[0] = match->board > 0 ? hammer_sheets_board_name (doc, match->board) : g_strdup ("");
      g_free (cells[1]);
      cells[1] = hammer_sheets_number_text (match);
      g_free (cells[2]);
      cells[2] = g_strdup (hammer_sheets_side_name (match, 0) ?: "");
      g_free (cells[3]);
      cells[3] = points_text (points, match, 0);
      if (!match->bye)
        {
          g_free (cells[4]);
          cells[4] = points_text (points, match, 1);
        }
      g_free (cells[5]);
      cells[5] = g_strdup (match->bye ? _("bye") : b != NULL ? b : "");
      hammer_sheet_rows_take (rows, FALSE, FALSE, cells);
    }

  /* Translators: the title of a round's pairings; %u is the round. */
  title = g_strdup_printf (_("Pairings — round %u"), round);
  note = pairings_note (doc, round);
  hammer_sheets_draw_paged_table (doc, title, note, columns, G_N_ELEMENTS (columns), rows);
}

gboolean
hammer_sheets_render_pairings (HammerSheetsDoc *doc,
                               GError         **error)
{
  guint round = doc->options->round, last = last_round (doc);

  if (!plays_rounds (doc))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Pairings are printed for Swiss and round robin events only"));
      return FALSE;
    }
  if (last == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The event has no pairings yet: draw it first"));
      return FALSE;
    }
  if (round > last)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "There is no round %u: the event has paired %u round so far",
                                "There is no round %u: the event has paired rounds 1 to %u "
                                "so far", last), round, last);
      return FALSE;
    }
  /* Without a round, every round paired so far, each on pages of its own. */
  for (guint r = round > 0 ? round : 1; r <= (round > 0 ? round : last); r++)
    draw_round (doc, r);
  return TRUE;
}
