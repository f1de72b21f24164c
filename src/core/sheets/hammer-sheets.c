/* hammer-sheets.c — the printed documents of an event: reading the event
 * and its match list, and the public face of the sheets
 *
 * Each kind of document is drawn by a part of its own; see
 * hammer-sheets-private.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <string.h>

#include "hammer-error.h"
#include "hammer-json.h"
#include "sheets/hammer-sheets-private.h"
#include "sheets/hammer-sheet-fit.h"

/* Small readers that take what the JSON has and a default for the rest. */

const char *
hammer_sheets_side_name (const HammerSheetsMatch *match,
                         guint                    side)
{
  return hammer_json_element_string (hammer_json_array (match->listed, "names"), side);
}

guint
hammer_sheets_n_sides (const HammerSheetsMatch *match)
{
  return hammer_json_length (hammer_json_array (match->listed, "names"));
}

char *
hammer_sheets_feeder_text (gboolean winner,
                           gint64   number)
{
  /* The number as text: Hammer's own lookup of translations does not read
   * PRId64 in a message. */
  g_autofree char *match = hammer_sheet_int_text (number);

  if (winner)
    /* Translators: where a side still to be decided comes from, in a
     * bracket and in the timetable: the winner of match 12 (“W of M12”). */
    return g_strdup_printf (_("W of M%s"), match);
  /* Translators: as “W of M%s”: the loser of match 12. */
  return g_strdup_printf (_("L of M%s"), match);
}

char *
hammer_sheets_board_name (HammerSheetsDoc *doc,
                          int              number)
{
  for (guint i = 0; doc->boards != NULL && i < json_array_get_length (doc->boards); i++)
    {
      JsonObject *board = hammer_json_element_object (doc->boards, i);

      if (hammer_json_int (board, "number", -1) == number &&
          hammer_json_string (board, "name") != NULL)
        return hammer_i18n_board_name (hammer_json_string (board, "name"), (guint) number);
    }
  return hammer_i18n_board_name (NULL, (guint) MAX (number, 0));
}

void
hammer_sheets_match_options (HammerSheetsDoc         *doc,
                             const HammerSheetsMatch *match,
                             HammerOptions           *options)
{
  JsonArray *handicaps = match != NULL ? hammer_json_array (match->listed, "handicaps") : NULL;
  gint64 games = match != NULL ? hammer_json_int (match->listed, "games", -1) : -1;

  *options = doc->rule_options;
  /* The match list says how many games a sjoelbak match plays; only a
   * knockout match plays other than the event's "games". */
  hammer_options_for_match_games (options, (int) CLAMP (games, -1, G_MAXINT));
  for (guint s = 0; s < G_N_ELEMENTS (options->handicaps); s++)
    options->handicaps[s] = hammer_json_element_int (handicaps, s, 0);
}

static void
match_clear (HammerSheetsMatch *match)
{
  g_clear_pointer (&match->scored_node, json_node_unref);
}

/* The result scored by the rules module: running totals, who had the
 * hammer, who won. A result the rules refuse is printed as if not entered. */
static void
score_match (HammerSheetsDoc   *doc,
             HammerSheetsMatch *match)
{
  g_autoptr(HammerMatch) scored = NULL;
  JsonObject *result = hammer_json_object (match->stored, "result");
  HammerOptions options;

  if (doc->rule_set == NULL || result == NULL || !json_object_has_member (result, "games"))
    return;
  hammer_sheets_match_options (doc, match, &options);
  if (!(scored = hammer_match_replay (doc->rule_set, &options,
                                      json_object_get_member (result, "games"), NULL)))
    return;
  match->scored_node = hammer_match_to_json (scored);
  match->scored = json_node_get_object (match->scored_node);
}

static gboolean
same_match (JsonObject *listed,
            JsonObject *stored)
{
  gint64 number = hammer_json_int (listed, "number", -1);

  /* The event's own number first: a group's match is listed under the
   * group's name ("A") but stored under "group". */
  if (number >= 0 && json_object_has_member (stored, "number"))
    return number == hammer_json_int (stored, "number", -2);
  return hammer_json_int (listed, "round", -1) == hammer_json_int (stored, "round", -2) &&
         hammer_json_int (listed, "position", -1) == hammer_json_int (stored, "position", -2) &&
         g_strcmp0 (hammer_json_string (listed, "bracket"),
                    hammer_json_string (stored, "bracket")) == 0;
}

/* The rules module fills in what the event leaves to the defaults (table
 * plays best of three, sjoelbak ten games). Rules or options it refuses
 * leave every match unscored. */
static void
doc_read_rules (HammerSheetsDoc *doc)
{
  JsonNode *options = json_object_get_member (doc->event, "options");

  /* The game decides the sheet's layout and title, also where the
   * options are refused. */
  doc->game = hammer_rules_lookup (doc->rules, NULL);
  if (options != NULL && !JSON_NODE_HOLDS_NULL (options) && !JSON_NODE_HOLDS_OBJECT (options))
    return;
  if (!(doc->rule_set = doc->game) ||
      !hammer_options_from_json (doc->rule_set,
                                 options != NULL && JSON_NODE_HOLDS_OBJECT (options)
                                 ? json_node_get_object (options) : NULL,
                                 &doc->rule_options, NULL))
    {
      doc->rule_set = NULL;
      return;
    }
  doc->defaults = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (doc->defaults, hammer_options_to_json (doc->rule_set,
                                                                &doc->rule_options));
}

static gboolean
doc_init (HammerSheetsDoc          *doc,
          JsonNode                 *document,
          JsonNode                 *matches,
          const HammerSheetOptions *options,
          GError                  **error)
{
  JsonObject *root;
  JsonArray *listed, *stored;
  g_autofree char *subtitle = NULL;
  g_autofree char *date = NULL;
  const char *venue;
  guint d = 0;

  memset (doc, 0, sizeof *doc);
  doc->options = options;
  doc->matches = g_array_new (FALSE, TRUE, sizeof (HammerSheetsMatch));
  g_array_set_clear_func (doc->matches, (GDestroyNotify) match_clear);

  if (document == NULL || !JSON_NODE_HOLDS_OBJECT (document) ||
      g_strcmp0 (hammer_json_string ((root = json_node_get_object (document)), "format"),
                 "hammer-event") != 0 ||
      !(doc->event = hammer_json_object (root, "event")) ||
      !(doc->rules = hammer_json_string (doc->event, "rules")) ||
      !(stored = hammer_json_array (root, "matches")) ||
      matches == NULL || !JSON_NODE_HOLDS_ARRAY (matches))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("This is not a Hammer event document"));
      return FALSE;
    }
  doc->boards = hammer_json_array (root, "boards");
  doc->players = hammer_json_array (root, "players");
  doc->entrants = hammer_json_array (root, "entrants");
  listed = json_node_get_array (matches);
  doc_read_rules (doc);

  /* Both lists follow the draw, but the match list leaves out matches that
   * will never be played; walking both in step pairs them up. */
  for (guint i = 0; i < json_array_get_length (listed); i++)
    {
      HammerSheetsMatch match = { 0 };

      match.index = -1;
      if (!(match.listed = hammer_json_element_object (listed, i)))
        continue;
      for (guint k = d; k < json_array_get_length (stored); k++)
        if (same_match (match.listed, hammer_json_element_object (stored, k)))
          {
            match.stored = hammer_json_element_object (stored, k);
            match.index = (int) k;
            d = k + 1;
            break;
          }
      match.number = hammer_json_int (match.listed, "number", 0);
      match.round = hammer_json_int (match.listed, "round", 0);
      match.position = hammer_json_int (match.listed, "position", 0);
      match.board = hammer_json_int (match.listed, "board", 0);
      match.bracket = hammer_json_string (match.listed, "bracket");
      match.round_name = hammer_json_string (match.listed, "round_name") ?: "";
      match.bye = json_object_has_member (match.listed, "bye") &&
                  json_object_get_boolean_member (match.listed, "bye");
      g_array_append_val (doc->matches, match);
      score_match (doc, &g_array_index (doc->matches, HammerSheetsMatch, doc->matches->len - 1));
    }

  date = hammer_i18n_format_date (hammer_json_string (doc->event, "date"));
  venue = hammer_json_string (doc->event, "venue");
  if (date != NULL && venue != NULL)
    subtitle = g_strdup_printf ("%s · %s", date, venue);
  else
    subtitle = g_strdup (date != NULL ? date : venue);
  doc->layout = hammer_layout_new (options->paper, options->landscape,
                                   hammer_json_string (doc->event, "name"), subtitle);
  return TRUE;
}

static void
doc_clear (HammerSheetsDoc *doc)
{
  g_clear_pointer (&doc->defaults, json_node_unref);
  g_clear_pointer (&doc->matches, g_array_unref);
  g_clear_pointer (&doc->layout, hammer_layout_free);
}

char *
hammer_sheets_number_text (const HammerSheetsMatch *match)
{
  return match->number > 0 ? hammer_sheet_int_text (match->number) : g_strdup ("");
}

void
hammer_sheets_draw_paged_table (HammerSheetsDoc         *doc,
                                const char              *title,
                                const char              *note,
                                const HammerSheetColumn *columns,
                                guint                    n_columns,
                                GPtrArray               *rows)
{
  hammer_sheets_draw_paged_rows (doc, title, note, columns, n_columns, rows, HAMMER_SHEET_ROW);
}

void
hammer_sheets_draw_paged_rows (HammerSheetsDoc         *doc,
                               const char              *title,
                               const char              *note,
                               const HammerSheetColumn *columns,
                               guint                    n_columns,
                               GPtrArray               *rows,
                               double                   row_h)
{
  hammer_sheet_draw_paged_rows (doc->layout, title, note, columns, n_columns, rows, row_h);
}

void
hammer_sheet_draw_paged_rows (HammerLayout            *layout,
                              const char              *title,
                              const char              *note,
                              const HammerSheetColumn *columns,
                              guint                    n_columns,
                              GPtrArray               *rows,
                              double                   row_h)
{
  hammer_sheet_draw_paged_rows_with_code (layout, title, note, NULL, NULL, columns, n_columns,
                                          rows, row_h);
}

/* The side of the code beside the title, in points (28 mm): a phone reads
 * it from a table's length. */
#define TITLE_CODE_SIDE 80.0

/* The first page's title and @note, with @code (or none) and its @caption
 * at the right beside them; returns where the table starts. */
static double
draw_first_heading (HammerLayout   *layout,
                    const char     *title,
                    const char     *note,
                    const HammerQr *code,
                    const char     *caption)
{
  double width = hammer_layout_get_width (layout);
  double text_width = code != NULL ? width - TITLE_CODE_SIDE - 12 : width;
  double y = 0, code_bottom = 0;

  if (code != NULL)
    {
      double caption_h = MAX (12, hammer_layout_text_height (layout, caption, TITLE_CODE_SIDE + 24,
                                                             7, HAMMER_TEXT_MUTED) + 2);

      hammer_layout_qr (layout, code, width - TITLE_CODE_SIDE, 0, TITLE_CODE_SIDE);
      hammer_layout_text (layout, width - TITLE_CODE_SIDE - 12, TITLE_CODE_SIDE,
                          TITLE_CODE_SIDE + 12, caption_h, caption, 7,
                          HAMMER_TEXT_MUTED | HAMMER_TEXT_WRAP, HAMMER_ALIGN_CENTER);
      code_bottom = TITLE_CODE_SIDE + caption_h + 6;
    }
  hammer_layout_text (layout, -3, y, text_width, 22, title, 15, HAMMER_TEXT_BOLD,
                      HAMMER_ALIGN_START);
  y += 22;
  if (note != NULL)
    {
      /* Two lines' room, or as many as a long legend needs. */
      double note_h = MAX (22, hammer_layout_text_height (layout, note, text_width, 8,
                                                          HAMMER_TEXT_MUTED) + 2);

      hammer_layout_text (layout, -3, y, text_width, note_h, note, 8, HAMMER_TEXT_MUTED |
                          HAMMER_TEXT_WRAP, HAMMER_ALIGN_START);
      y += note_h + 2;
    }
  return MAX (y + 6, code_bottom);
}

void
hammer_sheet_draw_paged_rows_with_code (HammerLayout            *layout,
                                        const char              *title,
                                        const char              *note,
                                        const HammerQr          *code,
                                        const char              *caption,
                                        const HammerSheetColumn *columns,
                                        guint                    n_columns,
                                        GPtrArray               *rows,
                                        double                   row_h)
{
  double width = hammer_layout_get_width (layout);
  double height = hammer_layout_get_height (layout);
  HammerSheetGrid grid = { .n_columns = n_columns, .rows = rows, .wrap = TRUE };
  g_autofree HammerSheetColumn *fitted = hammer_sheet_fit_columns (layout, columns, n_columns,
                                                                   rows, &grid, width,
                                                                   row_h);
  g_autoptr(GPtrArray) page_rows = NULL;
  g_autoptr(GPtrArray) heading = NULL;
  guint done = 0;

  grid.columns = fitted;

  do
    {
      double y = 0, y_top;
      guint fit, repeated;

      hammer_layout_add_page (layout);
      if (done == 0)
        y = draw_first_heading (layout, title, note, code, caption);
      else
        {
          g_autofree char *continued = g_strdup_printf (_("%s (continued)"), title);

          hammer_layout_text (layout, -3, y, width, 18, continued, 11, HAMMER_TEXT_BOLD,
                              HAMMER_ALIGN_START);
          y += 24;
        }
      y_top = y;
      /* A section that runs on from the page before starts this one with
       * its heading again (“Class A (continued)”). */
      g_clear_pointer (&page_rows, g_ptr_array_unref);
      g_clear_pointer (&heading, g_ptr_array_unref);
      page_rows = g_ptr_array_new ();
      repeated = 0;
      if (done > 0 && !((HammerSheetRow *) g_ptr_array_index (rows, done))->section)
        for (guint r = done; r > 0; r--)
          {
            const HammerSheetRow *section = g_ptr_array_index (rows, r - 1);

            if (section->section)
              {
                g_autofree char *again = g_strdup_printf (_("%s (continued)"),
                                                          section->cells[0]);

                heading = hammer_sheet_rows_new ();
                hammer_sheet_rows_add_section (heading, again);
                g_ptr_array_add (page_rows, g_ptr_array_index (heading, 0));
                repeated = 1;
                break;
              }
          }
      for (guint r = done; r < rows->len; r++)
        g_ptr_array_add (page_rows, g_ptr_array_index (rows, r));
      grid.rows = page_rows;
      /* The header row, then as many rows as fit, each as deep as it
       * wraps; at least one of the table's, so that a page always moves
       * on. */
      y += row_h;
      for (fit = 0; fit < page_rows->len; fit++)
        {
          y += hammer_sheet_grid_row_height (layout, &grid, fit, width, row_h);
          if (y > height && fit > repeated)
            break;
        }
      /* A section's heading goes over its first row, never alone at the
       * foot of a page. */
      while (fit > repeated + 1 && fit < page_rows->len
             && ((HammerSheetRow *) g_ptr_array_index (page_rows, fit - 1))->section)
        fit--;
      grid.first = 0;
      grid.count = fit;
      hammer_sheet_draw_grid (layout, &grid, 0, y_top, width, row_h);
      done += fit - repeated;
    }
  while (done < rows->len);
}


/* Public */

void
hammer_sheet_options_init (HammerSheetOptions *options)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->kind = HAMMER_SHEET_SCORE_SHEETS;
  options->paper = HAMMER_PAPER_A4;
}

gboolean
hammer_sheet_kind_from_string (const char      *text,
                               HammerSheetKind *kind)
{
  static const char *const names[] = {
    "score-sheets", "standings", "results", "schedule", "bracket", "ranking-by-class",
    "sign-in", "pairings", "classification", "certificates", "board-signs", "timetable",
  };
  int position = hammer_sheet_find_name (text, names, G_N_ELEMENTS (names));

  g_return_val_if_fail (kind != NULL, FALSE);

  if (position >= 0)
    *kind = (HammerSheetKind) position;
  return position >= 0;
}

gboolean
hammer_sheet_kind_needs_standings (HammerSheetKind kind)
{
  return kind == HAMMER_SHEET_STANDINGS || kind == HAMMER_SHEET_BRACKET ||
         kind == HAMMER_SHEET_RANKING_BY_CLASS || kind == HAMMER_SHEET_CLASSIFICATION ||
         kind == HAMMER_SHEET_CERTIFICATES;
}

gboolean
hammer_sheet_kind_needs_board_urls (HammerSheetKind kind)
{
  return kind == HAMMER_SHEET_SCORE_SHEETS || kind == HAMMER_SHEET_BOARD_SIGNS;
}

gboolean
hammer_sheets_all_played (HammerSheetsDoc *doc)
{
  for (guint i = 0; i < doc->matches->len; i++)
    {
      const HammerSheetsMatch *match = &g_array_index (doc->matches, HammerSheetsMatch, i);

      if (!match->bye && g_strcmp0 (hammer_json_string (match->listed, "state"), "finished") != 0)
        return FALSE;
    }
  return doc->matches->len > 0;
}

gboolean
hammer_paper_from_string (const char  *text,
                          HammerPaper *paper)
{
  g_return_val_if_fail (paper != NULL, FALSE);

  if (g_strcmp0 (text, "a4") == 0 || g_strcmp0 (text, "A4") == 0)
    *paper = HAMMER_PAPER_A4;
  else if (g_strcmp0 (text, "letter") == 0)
    *paper = HAMMER_PAPER_LETTER;
  else if (g_strcmp0 (text, "a3") == 0 || g_strcmp0 (text, "A3") == 0)
    *paper = HAMMER_PAPER_A3;
  else
    return FALSE;
  return TRUE;
}

HammerSheetDocument *
hammer_sheet_document_new (JsonNode                 *document,
                           JsonNode                 *matches,
                           JsonNode                 *standings,
                           const HammerSheetOptions *options,
                           GError                  **error)
{
  HammerSheetOptions copy;
  HammerLayout *layout = NULL;
  HammerSheetsDoc doc;
  gboolean ok = FALSE;

  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  copy = *options;
  if (doc_init (&doc, document, matches, &copy, error))
    {
      switch (options->kind)
        {
        case HAMMER_SHEET_SCORE_SHEETS:
          ok = hammer_sheets_render_score_sheets (&doc, error);
          break;
        case HAMMER_SHEET_STANDINGS:
          ok = hammer_sheets_render_standings (&doc, standings, error);
          break;
        case HAMMER_SHEET_RESULTS:
          ok = hammer_sheets_render_results (&doc, error);
          break;
        case HAMMER_SHEET_SCHEDULE:
          ok = hammer_sheets_render_schedule (&doc, error);
          break;
        case HAMMER_SHEET_BRACKET:
          ok = hammer_sheets_render_bracket (&doc, standings, error);
          break;
        case HAMMER_SHEET_RANKING_BY_CLASS:
          ok = hammer_sheets_render_ranking_by_class (&doc, standings, error);
          break;
        case HAMMER_SHEET_SIGN_IN:
          ok = hammer_sheets_render_sign_in (&doc, error);
          break;
        case HAMMER_SHEET_PAIRINGS:
          ok = hammer_sheets_render_pairings (&doc, error);
          break;
        case HAMMER_SHEET_CLASSIFICATION:
          ok = hammer_sheets_render_classification (&doc, standings, error);
          break;
        case HAMMER_SHEET_CERTIFICATES:
          ok = hammer_sheets_render_certificates (&doc, standings, error);
          break;
        case HAMMER_SHEET_BOARD_SIGNS:
          ok = hammer_sheets_render_board_signs (&doc, error);
          break;
        case HAMMER_SHEET_TIMETABLE:
          ok = hammer_sheets_render_timetable (&doc, error);
          break;
        default:
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("Unknown kind of document"));
          break;
        }
      if (ok)
        {
          layout = g_steal_pointer (&doc.layout);
          hammer_layout_finish (layout);
        }
    }
  doc_clear (&doc);
  return layout;
}

gboolean
hammer_sheets_draw_score_sheets_on (HammerLayout             *layout,
                                    JsonNode                 *document,
                                    JsonNode                 *matches,
                                    const HammerSheetOptions *options,
                                    GError                  **error)
{
  HammerSheetsDoc doc;
  gboolean ok = FALSE;

  if (doc_init (&doc, document, matches, options, error))
    {
      /* On the caller's pages, under its header, instead of the event's. */
      hammer_layout_free (doc.layout);
      doc.layout = layout;
      ok = hammer_sheets_render_score_sheets (&doc, error);
      doc.layout = NULL;
    }
  doc_clear (&doc);
  return ok;
}

void
hammer_sheet_document_free (HammerSheetDocument *self)
{
  if (self != NULL)
    hammer_layout_free (self);
}

guint
hammer_sheet_document_get_n_pages (HammerSheetDocument *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return hammer_layout_get_n_pages (self);
}

void
hammer_sheet_document_get_page_size (HammerSheetDocument *self,
                                     double              *width,
                                     double              *height)
{
  g_return_if_fail (self != NULL);

  hammer_layout_get_page_size (self, width, height);
}

void
hammer_sheet_document_draw_page (HammerSheetDocument *self,
                                 cairo_t             *cr,
                                 guint                page,
                                 double               width,
                                 double               height)
{
  g_return_if_fail (self != NULL);

  hammer_layout_draw_page (self, cr, page, width, height);
}

gboolean
hammer_sheet_document_write (HammerSheetDocument *self,
                             GOutputStream       *stream,
                             GCancellable        *cancellable,
                             GError             **error)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return hammer_layout_write (self, stream, cancellable, error);
}

gboolean
hammer_sheets_render_to_stream (JsonNode                 *document,
                                JsonNode                 *matches,
                                JsonNode                 *standings,
                                const HammerSheetOptions *options,
                                GOutputStream            *stream,
                                GCancellable             *cancellable,
                                GError                  **error)
{
  g_autoptr(HammerSheetDocument) sheets = NULL;

  g_return_val_if_fail (options != NULL, FALSE);
  g_return_val_if_fail (G_IS_OUTPUT_STREAM (stream), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!(sheets = hammer_sheet_document_new (document, matches, standings, options, error)))
    return FALSE;
  return hammer_sheet_document_write (sheets, stream, cancellable, error);
}

gboolean
hammer_sheets_render_to_file (JsonNode                 *document,
                              JsonNode                 *matches,
                              JsonNode                 *standings,
                              const HammerSheetOptions *options,
                              const char               *path,
                              GError                  **error)
{
  g_autoptr(HammerSheetDocument) sheets = NULL;

  g_return_val_if_fail (options != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* The whole document is laid out first, so that a document that cannot
   * be drawn never touches the file. */
  if (!(sheets = hammer_sheet_document_new (document, matches, standings, options, error)))
    return FALSE;
  return hammer_layout_write_to_file (sheets, path, error);
}
