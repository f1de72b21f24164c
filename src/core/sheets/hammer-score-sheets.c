/* hammer-score-sheets.c — the score sheets of an event's matches: which
 * matches get one, where each goes on the paper, and what every sheet
 * shares (the band naming the match, the sides with all their players)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <math.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-json.h"
#include "sheets/hammer-score-sheets-private.h"

void
hammer_score_sheet_half_size (HammerSheetsDoc *doc,
                              double          *width,
                              double          *height)
{
  double w = hammer_layout_get_width (doc->layout);
  double h = hammer_layout_get_height (doc->layout);

  *width = doc->options->landscape ? (w - SHEET_GAP) / 2 : w;
  *height = doc->options->landscape ? h : (h - SHEET_GAP) / 2;
}

static void
draw_cut_line (HammerSheetsDoc *doc)
{
  HammerLayout *layout = doc->layout;
  double width = hammer_layout_get_width (layout);
  double height = hammer_layout_get_height (layout);
  double d = 4;

  if (doc->options->landscape)
    for (double y = 0; y < height; y += 2 * d)
      hammer_layout_line (layout, width / 2, y, width / 2, MIN (y + d, height), 0.3);
  else
    for (double x = 0; x < width; x += 2 * d)
      hammer_layout_line (layout, x, height / 2, MIN (x + d, width), height / 2, 0.3);
}

void
hammer_score_sheet_slot (HammerSheetsDoc     *doc,
                         gboolean             half,
                         HammerScoreSheetBox *box)
{
  gboolean second = half && doc->half_free;

  if (!second)
    hammer_layout_add_page (doc->layout);
  doc->half_free = half && !second;

  box->x = 0;
  box->y = 0;
  box->w = hammer_layout_get_width (doc->layout);
  box->h = hammer_layout_get_height (doc->layout);
  if (!half)
    return;
  hammer_score_sheet_half_size (doc, &box->w, &box->h);
  if (second && doc->options->landscape)
    box->x = box->w + SHEET_GAP;
  else if (second)
    box->y = box->h + SHEET_GAP;
  if (second)
    draw_cut_line (doc);
}

const char *
hammer_score_sheet_title (HammerSheetsDoc *doc)
{
  return doc->game != NULL ? hammer_rules_get_title (doc->game) : doc->rules;
}

const char *
hammer_score_sheet_card_title (HammerSheetsDoc *doc)
{
  return doc->game != NULL ? hammer_rules_get_card_title (doc->game) : doc->rules;
}

static char *
match_line (HammerSheetsDoc         *doc,
            const HammerSheetsMatch *match)
{
  g_autofree char *name = NULL;

  if (match->board <= 0)
    /* Translators: on a score sheet: the match number and the round's
     * name (“Losers’ round 2”). */
    return g_strdup_printf (_("Match %" PRId64 " · %s"), match->number, match->round_name);
  name = hammer_sheets_board_name (doc, match->board);
  /* Translators: on a score sheet: the match number, the round's name and
   * the board's name (“Board 3”, “Tafel 3”). */
  return g_strdup_printf (_("Match %" PRId64 " · %s · %s"), match->number,
                          match->round_name, name);
}

double
hammer_score_sheet_band (HammerSheetsDoc         *doc,
                         const HammerSheetsMatch *match,
                         const char              *title,
                         double                   x,
                         double                   y,
                         double                   w,
                         gboolean                 continued)
{
  g_autofree char *line = match_line (doc, match);
  g_autofree char *more = continued ? g_strdup_printf (_("%s (continued)"), title) : NULL;

  hammer_sheet_draw_band (doc->layout, x, y, w, continued ? more : title, line);
  return SHEET_BAND;
}

double
hammer_score_sheet_whole_text (HammerSheetsDoc *doc,
                               const char      *text,
                               double           x,
                               double           y,
                               double           w,
                               double           size,
                               double           min_size,
                               HammerTextFlags  flags,
                               gboolean         draw)
{
  double width = hammer_layout_text_width (doc->layout, text, size, flags);
  double line_h;
  guint n_lines = 1;

  /* Smaller type before a second line, but never below @min_size; a name
   * that still does not fit wraps, and is never cut. */
  if (width > w)
    {
      size = MAX (min_size, size * w / width);
      width = hammer_layout_text_width (doc->layout, text, size, flags);
      /* Lines break between words: room for a fifth more than the text. */
      n_lines = width > w ? (guint) ceil (width * 1.2 / MAX (w - 6, 1)) : 1;
    }
  line_h = size * 1.3;
  if (draw)
    hammer_layout_text (doc->layout, x, y, w, line_h * n_lines, text, size,
                        n_lines > 1 ? flags | HAMMER_TEXT_WRAP : flags, HAMMER_ALIGN_START);
  return line_h * n_lines;
}

double
hammer_score_sheet_variants (HammerSheetsDoc         *doc,
                             const HammerSheetsMatch *match,
                             double                   x,
                             double                   y,
                             double                   w,
                             gboolean                 draw)
{
  g_auto(GStrv) variants = NULL;
  g_autofree char *line = NULL;

  HammerOptions options;

  if (doc->game == NULL || doc->rule_set == NULL)
    return 0;
  /* The event's variants as this match plays them: its handicaps, a
   * knockout match's games. */
  hammer_sheets_match_options (doc, match, &options);
  variants = hammer_options_describe_variants (doc->rule_set, &options);
  if (variants[0] == NULL)
    return 0;
  line = g_strjoinv (" · ", variants);
  return hammer_score_sheet_whole_text (doc, line, x, y, w, 9, SHEET_MIN_TYPE,
                                        HAMMER_TEXT_MUTED, draw) + 4;
}

char *
hammer_score_sheet_side_label (guint side)
{
  g_autofree char *letter = g_strdup_printf ("%c", 'A' + (char) MIN (side, 25u));

  /* Translators: a side of a match on a score sheet: “Side A”, “Side B”. */
  return g_strdup_printf (_("Side %s"), letter);
}

/* Every player of side @side, each whole: a team's name is its players'
 * names joined by " / " (see hammer_events_add_entrants()). */
static char **
side_players (const HammerSheetsMatch *match,
              guint                    side)
{
  const char *name = hammer_sheets_side_name (match, side);

  return g_strsplit (name != NULL ? name : "", " / ", -1);
}

double
hammer_score_sheet_sides (HammerSheetsDoc         *doc,
                          const HammerSheetsMatch *match,
                          double                   x,
                          double                   y,
                          double                   w,
                          gboolean                 draw)
{
  guint n_sides = MAX (hammer_sheets_n_sides (match), 1);
  guint per_row = MIN (n_sides, 4u);
  double col_w = w / per_row, used = 0, row_h = 0;

  for (guint s = 0; s < n_sides; s++)
    {
      g_auto(GStrv) players = side_players (match, s);
      g_autofree char *label = hammer_score_sheet_side_label (s);
      double cx = x + (s % per_row) * col_w, h = 10;

      if (s > 0 && s % per_row == 0)
        {
          used += row_h + 6;
          row_h = 0;
        }
      if (draw)
        hammer_layout_text (doc->layout, cx, y + used, col_w, 10, label, SHEET_MIN_TYPE,
                            HAMMER_TEXT_MUTED, HAMMER_ALIGN_START);
      for (guint p = 0; players[p] != NULL; p++)
        h += hammer_score_sheet_whole_text (doc, players[p], cx, y + used + h, col_w - 6,
                                            g_strv_length (players) > 1 ? 11.5 : 13, 8,
                                            HAMMER_TEXT_BOLD, draw);
      /* A line to write the name on while it is not known. */
      h = MAX (h, 10 + 17);
      if (draw)
        hammer_layout_line (doc->layout, cx + 3, y + used + h + 1, cx + col_w - 9,
                            y + used + h + 1, 0.4);
      row_h = MAX (row_h, h + 4);
    }
  return used + row_h + 4;
}

HammerQr *
hammer_score_sheet_board_qr (HammerSheetsDoc         *doc,
                             const HammerSheetsMatch *match)
{
  JsonNode *urls = doc->options->board_urls;
  JsonArray *boards = urls != NULL && JSON_NODE_HOLDS_ARRAY (urls) ? json_node_get_array (urls)
                                                                   : NULL;

  /* A filled-in sheet is a record of a result already in: nothing is left
   * to enter from it. */
  if (doc->options->filled || match->board <= 0 || boards == NULL)
    return NULL;
  for (guint i = 0; i < json_array_get_length (boards); i++)
    {
      JsonObject *board = hammer_json_element_object (boards, i);
      const char *url = hammer_json_string (board, "url");
      g_autoptr(GError) error = NULL;
      HammerQr *qr;

      if (hammer_json_int (board, "board", -1) != match->board || url == NULL)
        continue;
      /* An address too long for a code prints the sheet without one. */
      if (!(qr = hammer_qr_new (url, &error)))
        g_warning ("No QR code for board %d: %s", match->board, error->message);
      return qr;
    }
  return NULL;
}

void
hammer_score_sheet_draw_qr (HammerSheetsDoc         *doc,
                            const HammerSheetsMatch *match,
                            const HammerQr          *qr,
                            double                   x,
                            double                   y,
                            double                   size)
{
  g_autofree char *name = hammer_sheets_board_name (doc, match->board);
  const char *caption = _("Scan to enter the score on your phone");
  double text_x = x + size + 2, used, width, lines;

  hammer_layout_qr (doc->layout, qr, x, y, size);
  /* Level with the code's modules, inside its quiet zone. */
  y += hammer_qr_get_module_size (qr, size) * HAMMER_QR_QUIET_ZONE - 3;
  used = hammer_score_sheet_whole_text (doc, name, text_x, y, SHEET_QR_CAPTION - 2, 10.5,
                                        SHEET_MIN_TYPE, HAMMER_TEXT_BOLD, TRUE);
  /* Wrapped at a size that reads rather than made smaller, from the top
   * (a box centres its text): room for a fifth more than the text. */
  width = hammer_layout_text_width (doc->layout, caption, 8, HAMMER_TEXT_NORMAL);
  lines = ceil (width * 1.2 / (SHEET_QR_CAPTION - 8));
  hammer_layout_text (doc->layout, text_x, y + used, SHEET_QR_CAPTION - 2,
                      MAX (MIN (lines * 8 * 1.3 + 1, size - used - 4), 8 * 1.3), caption, 8,
                      HAMMER_TEXT_WRAP, HAMMER_ALIGN_START);
}

guint
hammer_score_sheet_rule_int (HammerSheetsDoc *doc,
                             const char      *name,
                             guint            fallback)
{
  gint64 value = doc->defaults != NULL ? hammer_json_int (json_node_get_object (doc->defaults),
                                                          name, 0)
                                       : 0;

  return value > 0 ? (guint) value : fallback;
}

/* Whether @match is on board @board: called to it, or (a sjoelbak series,
 * whose players move on after every game) starting there. */
static gboolean
on_board (const HammerSheetsMatch *match,
          guint                    board)
{
  JsonArray *boards = hammer_json_array (match->listed, "boards");

  if (boards != NULL && json_array_get_length (boards) > 0)
    return hammer_json_element_int (boards, 0, 0) == board;
  return match->board == (int) board;
}

/* A match still to play (waiting, ready, or called to its board): not
 * finished, and no game of it stored. */
static gboolean
unplayed (const HammerSheetsMatch *match)
{
  const char *state = hammer_json_string (match->listed, "state");
  JsonObject *result = hammer_json_object (match->stored, "result");

  if (g_strcmp0 (state, "finished") == 0)
    return FALSE;
  return hammer_json_length (hammer_json_array (result, "games")) == 0;
}

static gboolean
match_selected (HammerSheetsDoc         *doc,
                const HammerSheetsMatch *match)
{
  if (match->bye || hammer_sheets_n_sides (match) == 0)
    return FALSE;
  if (doc->options->round > 0 && match->round != (int) doc->options->round)
    return FALSE;
  if (doc->options->round_name != NULL &&
      g_strcmp0 (match->round_name, doc->options->round_name) != 0)
    return FALSE;
  if (doc->options->board > 0 && !on_board (match, doc->options->board))
    return FALSE;
  if (doc->options->filled)
    return match->scored != NULL;
  /* A blank sheet is to be played on: not for a match already played,
   * nor one whose sides are not known yet. */
  if (!unplayed (match))
    return FALSE;
  for (guint s = 0; s < hammer_sheets_n_sides (match); s++)
    if (hammer_sheets_side_name (match, s) == NULL)
      return FALSE;
  return TRUE;
}

/* Whether every match of the event was played: then a director asking
 * for blank sheets wants another document, and is told which. */
static gboolean
all_finished (HammerSheetsDoc *doc)
{
  guint played = 0;

  for (guint i = 0; i < doc->matches->len; i++)
    {
      const HammerSheetsMatch *match = &g_array_index (doc->matches, HammerSheetsMatch, i);

      if (match->bye)
        continue;
      if (g_strcmp0 (hammer_json_string (match->listed, "state"), "finished") != 0)
        return FALSE;
      played++;
    }
  return played > 0;
}

gboolean
hammer_sheets_render_score_sheets (HammerSheetsDoc *doc,
                                   GError         **error)
{
  g_autoptr(GPtrArray) selected = g_ptr_array_new ();
  /* A card per player where everyone shoots the same games (sjoelbak). */
  gboolean cards = doc->game != NULL && doc->game->sheet.layout == HAMMER_SHEET_LAYOUT_CARDS;
  int last_round = -1;

  for (guint i = 0; i < doc->matches->len; i++)
    if (match_selected (doc, &g_array_index (doc->matches, HammerSheetsMatch, i)))
      g_ptr_array_add (selected, &g_array_index (doc->matches, HammerSheetsMatch, i));
  if (selected->len == 0 && !doc->options->filled && all_finished (doc))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Every match of “%s” is finished: there is no score sheet to print. "
                     "Print the standings, the results or the bracket instead."),
                   hammer_json_string (doc->event, "name"));
      return FALSE;
    }
  if (selected->len == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   doc->options->filled ? _("No match there has a result to print")
                                        : _("No match there is ready for a score sheet"));
      return FALSE;
    }

  for (guint i = 0; i < selected->len; i++)
    {
      const HammerSheetsMatch *match = g_ptr_array_index (selected, i);

      if (cards)
        for (guint s = 0; s < hammer_sheets_n_sides (match); s++)
          hammer_score_sheet_draw_card (doc, match, s);
      else
        hammer_score_sheet_draw_ends (doc, match);
    }

  if (cards && !doc->options->filled)
    for (guint i = 0; i < selected->len; i++)
      {
        const HammerSheetsMatch *match = g_ptr_array_index (selected, i);

        if (match->round != last_round)
          hammer_score_sheet_draw_rotation (doc, selected, (last_round = match->round));
      }
  return TRUE;
}
