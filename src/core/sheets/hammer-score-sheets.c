/* hammer-sheets.c — the printed documents of an event
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include <glib/gi18n-lib.h>
#include <string.h>

#include "hammer-error.h"
#include "events/hammer-events.h"
#include "io/hammer-tables.h"
#include "rules/hammer-rules.h"
#include "hammer-json.h"
#include "sheets/hammer-sheets.h"

#define GAP 20.0
#define ROW 15.0

typedef struct
{
  JsonObject *listed;    /* from the match list */
  JsonObject *stored;    /* from the event document, or NULL */
  JsonObject *scored;    /* the result as `hammer-cli score` prints it, or NULL */
  JsonNode   *scored_node;
  gint64      number;    /* within the event, from 1: what people read */
  int         round;
  int         position;
  int         board;
  const char *bracket;
  gboolean    bye;
  int         index;     /* in the event document's matches, or -1 */
} Match;

typedef struct
{
  HammerLayout             *layout;
  const HammerSheetOptions *options;
  JsonObject               *event;
  JsonArray                *boards;
  const char               *rules;
  const HammerRules        *rule_set;    /* NULL when the rules refuse the event's */
  HammerOptions             rule_options;
  JsonNode                 *defaults;    /* every option, defaults filled in */
  GArray                   *matches;     /* of Match */
  gboolean                  half_free;   /* the current page has room for a half sheet */
} Doc;

typedef struct
{
  const char  *title;
  double       weight;
  HammerAlign  align;
} Column;

typedef struct
{
  const char *title;
  guint       first;
  guint       last;
} Group;

typedef struct
{
  char     **cells;
  gboolean   strong;
  gboolean   section;   /* a shaded heading across the whole row */
} Row;

/* Small readers that take what the JSON has and a default for the rest. */

static const char *
side_name (const Match *match,
           guint        side)
{
  JsonArray *names = hammer_json_array (match->listed, "names");
  JsonNode *node;

  if (names == NULL || side >= json_array_get_length (names))
    return NULL;
  node = json_array_get_element (names, side);
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

static guint
n_sides (const Match *match)
{
  JsonArray *names = hammer_json_array (match->listed, "names");

  return names != NULL ? json_array_get_length (names) : 0;
}

static char *
board_name (Doc *doc,
            int  number)
{
  for (guint i = 0; doc->boards != NULL && i < json_array_get_length (doc->boards); i++)
    {
      JsonObject *board = hammer_json_element_object (doc->boards, i);

      if (hammer_json_int (board, "number", -1) == number &&
          hammer_json_string (board, "name") != NULL)
        return g_strdup (hammer_json_string (board, "name"));
    }
  return g_strdup_printf (_("Board %d"), number);
}

static void
match_clear (Match *match)
{
  g_clear_pointer (&match->scored_node, json_node_unref);
}

/* The result scored by the rules module: running totals, who had the
 * hammer, who won. A result the rules refuse is printed as if not entered. */
static void
score_match (Doc   *doc,
             Match *match)
{
  g_autoptr(HammerMatch) scored = NULL;
  JsonObject *result = hammer_json_object (match->stored, "result");

  if (doc->rule_set == NULL || result == NULL || !json_object_has_member (result, "games") ||
      !(scored = hammer_match_replay (doc->rule_set, &doc->rule_options,
                                      json_object_get_member (result, "games"), NULL)))
    return;
  match->scored_node = hammer_match_to_json (scored);
  match->scored = json_node_get_object (match->scored_node);
}

static gboolean
same_match (JsonObject *listed,
            JsonObject *stored)
{
  return hammer_json_int (listed, "round", -1) == hammer_json_int (stored, "round", -2) &&
         hammer_json_int (listed, "position", -1) == hammer_json_int (stored, "position", -2) &&
         g_strcmp0 (hammer_json_string (listed, "bracket"),
                    hammer_json_string (stored, "bracket")) == 0;
}

/* The rules module fills in what the event leaves to the defaults (table
 * plays best of three, sjoelbak ten games). Rules or options it refuses
 * leave every match unscored. */
static void
doc_read_rules (Doc *doc)
{
  JsonNode *options = json_object_get_member (doc->event, "options");

  if (options != NULL && !JSON_NODE_HOLDS_NULL (options) && !JSON_NODE_HOLDS_OBJECT (options))
    return;
  if (!(doc->rule_set = hammer_rules_lookup (doc->rules, NULL)) ||
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
doc_init (Doc                      *doc,
          JsonNode                 *document,
          JsonNode                 *matches,
          const HammerSheetOptions *options,
          GError                  **error)
{
  JsonObject *root;
  JsonArray *listed, *stored;
  g_autofree char *subtitle = NULL;
  const char *date, *venue;
  guint d = 0;

  memset (doc, 0, sizeof *doc);
  doc->options = options;
  doc->matches = g_array_new (FALSE, TRUE, sizeof (Match));
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
  listed = json_node_get_array (matches);
  doc_read_rules (doc);

  /* Both lists follow the draw, but the match list leaves out matches that
   * will never be played; walking both in step pairs them up. */
  for (guint i = 0; i < json_array_get_length (listed); i++)
    {
      Match match = { 0 };

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
      match.bye = json_object_has_member (match.listed, "bye") &&
                  json_object_get_boolean_member (match.listed, "bye");
      g_array_append_val (doc->matches, match);
      score_match (doc, &g_array_index (doc->matches, Match, doc->matches->len - 1));
    }

  date = hammer_json_string (doc->event, "date");
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
doc_clear (Doc *doc)
{
  g_clear_pointer (&doc->defaults, json_node_unref);
  g_clear_pointer (&doc->matches, g_array_unref);
  g_clear_pointer (&doc->layout, hammer_layout_free);
}

/* Tables */

static void
rows_add (GPtrArray  *rows,
          gboolean    strong,
          gboolean    section,
          guint       n_cells,
          ...)
{
  Row *row = g_new0 (Row, 1);
  va_list args;

  row->cells = g_new0 (char *, n_cells + 1);
  va_start (args, n_cells);
  for (guint i = 0; i < n_cells; i++)
    row->cells[i] = g_strdup (va_arg (args, const char *));
  va_end (args);
  row->strong = strong;
  row->section = section;
  g_ptr_array_add (rows, row);
}

static void
rows_add_strv (GPtrArray  *rows,
               gboolean    strong,
               char      **cells)
{
  Row *row = g_new0 (Row, 1);

  row->cells = cells;
  row->strong = strong;
  g_ptr_array_add (rows, row);
}

static void
row_free (Row *row)
{
  g_strfreev (row->cells);
  g_free (row);
}

static GPtrArray *
rows_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) row_free);
}

/* Draws a ruled table: a shaded header (with a row of group headings over
 * it when @groups are given), @count rows from @first, then @n_blank empty
 * rows to be written in. A heavier rule after every @band rows groups them
 * (ends of a game, the two sides of a round). Returns the height used. */
static double
draw_grid (Doc          *doc,
           double        x,
           double        y,
           double        width,
           double        row_h,
           const Column *columns,
           guint         n_columns,
           const Group  *groups,
           guint         n_groups,
           GPtrArray    *rows,
           guint         first,
           guint         count,
           guint         n_blank,
           guint         band)
{
  HammerLayout *layout = doc->layout;
  double xs[32];
  double total = 0, top = y, size = CLAMP (row_h * 0.56, 6.0, 10.0);
  guint n_rows = count + n_blank;

  g_return_val_if_fail (n_columns < G_N_ELEMENTS (xs), 0);

  for (guint c = 0; c < n_columns; c++)
    total += columns[c].weight;
  xs[0] = x;
  for (guint c = 0; c < n_columns; c++)
    xs[c + 1] = xs[c] + width * columns[c].weight / total;

  if (n_groups > 0)
    {
      hammer_layout_box (layout, x, y, width, row_h, 0, 0.16);
      for (guint g = 0; g < n_groups; g++)
        {
          hammer_layout_text (layout, xs[groups[g].first], y,
                              xs[groups[g].last + 1] - xs[groups[g].first], row_h,
                              groups[g].title, size, HAMMER_TEXT_BOLD, HAMMER_ALIGN_CENTER);
          hammer_layout_line (layout, xs[groups[g].first], y, xs[groups[g].first], y + row_h,
                              0.5);
          hammer_layout_line (layout, xs[groups[g].last + 1], y, xs[groups[g].last + 1],
                              y + row_h, 0.5);
        }
      hammer_layout_line (layout, x, y + row_h, x + width, y + row_h, 0.5);
      y += row_h;
    }

  hammer_layout_box (layout, x, y, width, row_h, 0, 0.08);
  for (guint c = 0; c < n_columns; c++)
    hammer_layout_text (layout, xs[c], y, xs[c + 1] - xs[c], row_h, columns[c].title,
                        size * 0.9, HAMMER_TEXT_BOLD, columns[c].align);
  y += row_h;
  hammer_layout_line (layout, x, y, x + width, y, 1.0);

  for (guint r = 0; r < n_rows; r++)
    {
      Row *row = r < count ? g_ptr_array_index (rows, first + r) : NULL;

      if (row != NULL && !row->section)
        for (guint c = 0; c < n_columns && row->cells[c] != NULL; c++)
          hammer_layout_text (layout, xs[c], y, xs[c + 1] - xs[c], row_h, row->cells[c], size,
                              row->strong ? HAMMER_TEXT_BOLD : HAMMER_TEXT_NORMAL,
                              columns[c].align);
      y += row_h;
      hammer_layout_line (layout, x, y, x + width, y,
                          (band > 0 && (r + 1) % band == 0) || (row != NULL && row->strong)
                            ? 0.9 : 0.3);
    }

  /* The vertical rules run the full height; a section row covers them. */
  for (guint c = 1; c < n_columns; c++)
    hammer_layout_line (layout, xs[c], top + (n_groups > 0 ? row_h : 0), xs[c], y, 0.3);
  for (guint r = 0; r < count; r++)
    {
      Row *row = g_ptr_array_index (rows, first + r);
      double ry = top + row_h * ((n_groups > 0 ? 2 : 1) + r);

      if (row->section)
        {
          hammer_layout_box (layout, x + 0.2, ry + 0.3, width - 0.4, row_h - 0.6, 0, 0.05);
          hammer_layout_text (layout, x, ry, width, row_h, row->cells[0], size,
                              HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
        }
    }
  hammer_layout_box (layout, x, top, width, y - top, 1.0, 0);
  return y - top;
}

/* A table that runs over as many pages as it needs, its title on the first
 * and its header repeated on each. */
static void
draw_paged_table (Doc          *doc,
                  const char   *title,
                  const char   *note,
                  const Column *columns,
                  guint         n_columns,
                  GPtrArray    *rows)
{
  HammerLayout *layout = doc->layout;
  double width = hammer_layout_get_width (layout);
  double height = hammer_layout_get_height (layout);
  guint done = 0;

  do
    {
      double y = 0;
      guint fit;

      hammer_layout_add_page (layout);
      if (done == 0)
        {
          hammer_layout_text (layout, -3, y, width, 22, title, 15, HAMMER_TEXT_BOLD,
                              HAMMER_ALIGN_START);
          y += 22;
          if (note != NULL)
            {
              hammer_layout_text (layout, -3, y, width, 22, note, 8, HAMMER_TEXT_MUTED |
                                  HAMMER_TEXT_WRAP, HAMMER_ALIGN_START);
              y += 24;
            }
          y += 6;
        }
      else
        {
          g_autofree char *continued = g_strdup_printf (_("%s (continued)"), title);

          hammer_layout_text (layout, -3, y, width, 18, continued, 11, HAMMER_TEXT_BOLD,
                              HAMMER_ALIGN_START);
          y += 24;
        }
      fit = MAX (1, (guint) ((height - y) / ROW) - 1);
      fit = MIN (fit, rows->len - done);
      draw_grid (doc, 0, y, width, ROW, columns, n_columns, NULL, 0, rows, done, fit, 0, 0);
      done += fit;
    }
  while (done < rows->len);
}

/* Score sheets */

/* Returns the box of the next sheet: half a page when @half and the page
 * has one left, else a fresh page (or its first half). */
static void
next_slot (Doc     *doc,
           gboolean half,
           double  *x,
           double  *y,
           double  *w,
           double  *h)
{
  HammerLayout *layout = doc->layout;
  double width = hammer_layout_get_width (layout);
  double height = hammer_layout_get_height (layout);
  gboolean second = half && doc->half_free;

  if (!second)
    hammer_layout_add_page (layout);
  doc->half_free = half && !second;

  *x = 0;
  *y = 0;
  *w = width;
  *h = height;
  if (!half)
    return;

  /* Two sheets stack on a portrait page and stand side by side on a
   * landscape one, with a dashed line to cut along. */
  if (doc->options->landscape)
    {
      *w = (width - GAP) / 2;
      *x = second ? *w + GAP : 0;
    }
  else
    {
      *h = (height - GAP) / 2;
      *y = second ? *h + GAP : 0;
    }
}

static void
draw_cut_line (Doc *doc)
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

static const char *
game_title (const char *rules)
{
  if (g_str_equal (rules, "table"))
    return _("Table shuffleboard");
  if (g_str_equal (rules, "shovelboard"))
    return _("Shovelboard");
  if (g_str_equal (rules, "court"))
    return _("Court shuffleboard");
  if (g_str_equal (rules, "deck"))
    return _("Deck shuffleboard");
  if (g_str_equal (rules, "horse-collar"))
    return _("Horse Collar");
  return _("Sjoelbak");
}

static char *
match_line (Doc         *doc,
            const Match *match,
            int          board)
{
  g_autofree char *name = NULL;

  if (board <= 0)
    /* Translators: on a score sheet: the match number and the round. */
    return g_strdup_printf (_("Match %" PRId64 " · Round %d"), match->number, match->round);
  name = board_name (doc, board);
  /* Translators: on a score sheet: the match number, the round and the
   * board's name (“Board 3”, “Tafel 3”). */
  return g_strdup_printf (_("Match %" PRId64 " · Round %d · %s"), match->number,
                          match->round, name);
}

/* The band across the top of a sheet and the names under it. Returns the
 * height used. */
static double
draw_sheet_head (Doc         *doc,
                 const Match *match,
                 const char  *title,
                 double       x,
                 double       y,
                 double       w,
                 gboolean     with_names)
{
  HammerLayout *layout = doc->layout;
  g_autofree char *line = match_line (doc, match, match->board);
  double h = 0;

  hammer_layout_box (layout, x, y, w, 22, 0, 0.13);
  hammer_layout_line (layout, x, y, x + w, y, 2.0);
  hammer_layout_text (layout, x + 2, y, w * 0.5, 22, title, 11, HAMMER_TEXT_BOLD,
                      HAMMER_ALIGN_START);
  hammer_layout_text (layout, x + w * 0.45, y, w * 0.55 - 2, 22, line, 9.5, HAMMER_TEXT_BOLD,
                      HAMMER_ALIGN_END);
  h += 26;

  if (with_names)
    {
      for (guint s = 0; s < 2; s++)
        {
          double cx = x + s * w / 2;
          const char *name = side_name (match, s);

          hammer_layout_text (layout, cx, y + h, w / 2, 10, s == 0 ? _("Side A") : _("Side B"),
                              7, HAMMER_TEXT_MUTED, HAMMER_ALIGN_START);
          hammer_layout_text (layout, cx, y + h + 9, w / 2 - 6, 18, name != NULL ? name : "",
                              13, HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
          hammer_layout_line (layout, cx + 3, y + h + 28, cx + w / 2 - 9, y + h + 28, 0.4);
        }
      h += 34;
    }
  return h;
}

/* Lines to sign on at the foot of a sheet. */
static void
draw_signatures (Doc         *doc,
                 double       x,
                 double       y,
                 double       w,
                 const char  *const *labels)
{
  guint n = g_strv_length ((char **) labels);

  for (guint i = 0; i < n; i++)
    {
      double cx = x + i * w / n;

      hammer_layout_line (doc->layout, cx + 3, y + 18, cx + w / n - 9, y + 18, 0.5);
      hammer_layout_text (doc->layout, cx, y + 19, w / n, 10, labels[i], 7, HAMMER_TEXT_MUTED,
                          HAMMER_ALIGN_START);
    }
}

static char *
int_text (gint64 value)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT, value);
}

/* A match's number; a bye has none. */
static char *
number_text (const Match *match)
{
  return match->number > 0 ? int_text (match->number) : g_strdup ("");
}

static JsonArray *
scored_games (const Match *match)
{
  return hammer_json_array (match->scored, "games");
}

static JsonArray *
stored_games (const Match *match)
{
  return hammer_json_array (hammer_json_object (match->stored, "result"), "games");
}

static guint
rule_int (Doc        *doc,
          const char *name,
          guint       fallback)
{
  gint64 value = doc->defaults != NULL ? hammer_json_int (json_node_get_object (doc->defaults),
                                                          name, 0)
                                       : 0;

  return value > 0 ? (guint) value : fallback;
}

/* Table shuffleboard, shovelboard, court and deck: end by end (frame by
 * frame), both sides, running totals. */
static void
draw_ends_sheet (Doc         *doc,
                 const Match *match,
                 gboolean     frames)
{
  g_autoptr(GPtrArray) rows = rows_new ();
  JsonArray *games = scored_games (match);
  JsonArray *raw_games = stored_games (match);
  const char *a = side_name (match, 0), *b = side_name (match, 1);
  gboolean several = rule_int (doc, "best_of", 1) > 1;
  double x, y, w, h, used, row_h;
  guint capacity, n_blank = 0;
  static const Column table_columns[] = {
    { N_("Game"), 0.7, HAMMER_ALIGN_CENTER }, { N_("End"), 0.7, HAMMER_ALIGN_CENTER },
    { N_("Hammer"), 1.8, HAMMER_ALIGN_START },
    { N_("Points"), 1, HAMMER_ALIGN_CENTER }, { N_("Total"), 1, HAMMER_ALIGN_CENTER },
    { N_("Points"), 1, HAMMER_ALIGN_CENTER }, { N_("Total"), 1, HAMMER_ALIGN_CENTER },
  };
  static const Column court_columns[] = {
    { N_("Game"), 0.7, HAMMER_ALIGN_CENTER }, { N_("Frame"), 0.7, HAMMER_ALIGN_CENTER },
    { N_("Lead"), 1.2, HAMMER_ALIGN_CENTER },
    { N_("Points"), 1, HAMMER_ALIGN_CENTER }, { N_("Penalty"), 1, HAMMER_ALIGN_CENTER },
    { N_("Total"), 1, HAMMER_ALIGN_CENTER },
    { N_("Points"), 1, HAMMER_ALIGN_CENTER }, { N_("Penalty"), 1, HAMMER_ALIGN_CENTER },
    { N_("Total"), 1, HAMMER_ALIGN_CENTER },
  };
  Column columns[9];
  Group groups[3];
  guint n_columns = frames ? G_N_ELEMENTS (court_columns) : G_N_ELEMENTS (table_columns);
  guint per_side = frames ? 3 : 2;
  const char *labels[4] = { NULL, NULL, NULL, NULL };
  g_autofree char *winner_line = NULL;

  for (guint c = 0; c < n_columns; c++)
    {
      columns[c] = frames ? court_columns[c] : table_columns[c];
      columns[c].title = _(columns[c].title);
    }
  if (!several)
    columns[0].weight = 0.001, columns[0].title = "";
  groups[0] = (Group) { "", 0, n_columns - 2 * per_side - 1 };
  groups[1] = (Group) { a != NULL ? a : _("Side A"), n_columns - 2 * per_side,
                        n_columns - per_side - 1 };
  groups[2] = (Group) { b != NULL ? b : _("Side B"), n_columns - per_side, n_columns - 1 };

  for (guint g = 0; doc->options->filled && g < (games ? json_array_get_length (games) : 0); g++)
    {
      JsonObject *game = hammer_json_element_object (games, g);
      JsonArray *ends = hammer_json_array (game, "ends");
      JsonArray *raw_ends = hammer_json_array (hammer_json_element_object (raw_games, g), "ends");

      for (guint e = 0; ends != NULL && e < json_array_get_length (ends); e++)
        {
          JsonObject *end = hammer_json_element_object (ends, e);
          JsonArray *raw = hammer_json_array (end, "raw") ? hammer_json_array (end, "raw")
                                                  : hammer_json_array (end, "points");
          JsonArray *totals = hammer_json_array (end, "totals");
          JsonArray *penalties = hammer_json_array (hammer_json_element_object (raw_ends, e),
                                                    "penalties");
          gint64 who = hammer_json_int (end, frames ? "first" : "hammer", -1);
          g_autoptr(GStrvBuilder) cells = g_strv_builder_new ();
          g_autofree char *game_no = e == 0 ? int_text (g + 1) : g_strdup ("");
          g_autofree char *end_no = int_text (e + 1);

          g_strv_builder_add (cells, game_no);
          g_strv_builder_add (cells, end_no);
          if (frames)
            /* Side A shoots yellow, side B black: the lead is the colour
             * that shot first in the frame. */
            g_strv_builder_add (cells, who == 0 ? _("Yellow") : who == 1 ? _("Black") : "");
          else
            g_strv_builder_add (cells, who >= 0 && side_name (match, who) ? side_name (match, who)
                                                                          : "");
          for (guint s = 0; s < 2; s++)
            {
              g_autofree char *points = int_text (hammer_json_element_int (raw, s, 0));
              gint64 penalty_points = hammer_json_element_int (penalties, s, 0);
              g_autofree char *penalty = penalty_points > 0
                                           ? g_strdup_printf ("−%" G_GINT64_FORMAT, penalty_points)
                                           : g_strdup ("");
              g_autofree char *total = int_text (hammer_json_element_int (totals, s, 0));

              g_strv_builder_add (cells, points);
              if (frames)
                g_strv_builder_add (cells, penalty);
              g_strv_builder_add (cells, total);
            }
          rows_add_strv (rows, FALSE, g_strv_builder_end (cells));
        }
      if (several || frames)
        {
          JsonArray *totals = hammer_json_array (game, "totals");
          g_autofree char *ta = int_text (hammer_json_element_int (totals, 0, 0));
          g_autofree char *tb = int_text (hammer_json_element_int (totals, 1, 0));

          if (frames)
            rows_add (rows, TRUE, FALSE, 9, "", "", _("Game"), "", "", ta, "", "", tb);
          else
            rows_add (rows, TRUE, FALSE, 7, "", "", _("Game"), "", ta, "", tb);
        }
    }

  /* A blank sheet has room for a full game; a filled one takes a whole
   * page when the match ran long. */
  {
    double probe_h = doc->options->landscape ? hammer_layout_get_height (doc->layout)
                                             : (hammer_layout_get_height (doc->layout) - GAP) / 2;
    double head = 60 + 8 + 44;
    guint half_capacity = (guint) ((probe_h - head) / ROW) - 2;
    gboolean half = rows->len <= half_capacity;

    next_slot (doc, half, &x, &y, &w, &h);
    if (half && y > 0)
      draw_cut_line (doc);
    if (half && x > 0)
      draw_cut_line (doc);
    capacity = (guint) ((h - head) / ROW) - 2;
    row_h = rows->len > capacity ? (h - head) / (rows->len + 2) : ROW;
    if (rows->len < capacity)
      n_blank = doc->options->filled ? MIN (capacity - rows->len, 2) : capacity - rows->len;
  }

  used = draw_sheet_head (doc, match, game_title (doc->rules), x, y, w, TRUE);
  used += draw_grid (doc, x, y + used, w, row_h, columns, n_columns, groups, 3, rows, 0,
                     rows->len, n_blank, doc->options->filled ? 0 : 0);
  used += 8;

  if (match->scored != NULL && hammer_json_int (match->scored, "winner", -1) >= 0)
    winner_line = g_strdup_printf (_("Winner: %s"),
                                   side_name (match, hammer_json_int (match->scored, "winner", 0)));
  else
    winner_line = g_strdup (_("Winner:"));
  hammer_layout_text (doc->layout, x, y + used, w, 14, winner_line, 9.5, HAMMER_TEXT_BOLD,
                      HAMMER_ALIGN_START);
  if (winner_line[strlen (winner_line) - 1] == ':')
    hammer_layout_line (doc->layout, x + 50, y + used + 12, x + w / 2, y + used + 12, 0.5);
  used += 14;
  labels[0] = _("Side A");
  labels[1] = _("Side B");
  labels[2] = _("Umpire");
  draw_signatures (doc, x, y + used, w, labels);
}

/* Horse Collar: one row per side per round. */
static void
draw_rounds_sheet (Doc         *doc,
                   const Match *match)
{
  g_autoptr(GPtrArray) rows = rows_new ();
  JsonArray *games = scored_games (match);
  Column columns[] = {
    { _("Round"), 0.8, HAMMER_ALIGN_CENTER }, { _("Side"), 3, HAMMER_ALIGN_START },
    { _("Points"), 1, HAMMER_ALIGN_CENTER }, { _("Total"), 1, HAMMER_ALIGN_CENTER },
    { _("Initials"), 1, HAMMER_ALIGN_CENTER },
  };
  const char *labels[] = { _("Side A"), _("Side B"), _("Umpire"), NULL };
  double x, y, w, h, used, head = 60 + 8 + 20;
  guint capacity, n_blank = 0, round = 0;

  for (guint g = 0; doc->options->filled && g < (games ? json_array_get_length (games) : 0); g++)
    {
      JsonArray *ends = hammer_json_array (hammer_json_element_object (games, g), "ends");

      for (guint e = 0; ends != NULL && e < json_array_get_length (ends); e++)
        {
          JsonObject *end = hammer_json_element_object (ends, e);
          g_autofree char *number = int_text (++round);

          for (guint s = 0; s < 2; s++)
            {
              JsonArray *points_array = hammer_json_array (end, "points");
              JsonArray *totals_array = hammer_json_array (end, "totals");
              g_autofree char *points = int_text (hammer_json_element_int (points_array, s, 0));
              g_autofree char *total = int_text (hammer_json_element_int (totals_array, s, 0));
              const char *name = side_name (match, s);

              rows_add (rows, FALSE, FALSE, 5, s == 0 ? number : "", name ? name : "", points,
                        total, "");
            }
        }
    }

  next_slot (doc, TRUE, &x, &y, &w, &h);
  if (x > 0 || y > 0)
    draw_cut_line (doc);
  capacity = ((guint) ((h - head) / 12.5) - 1) & ~1u;
  if (rows->len < capacity)
    n_blank = doc->options->filled ? 0 : capacity - rows->len;
  /* Blank rows still come in pairs, one per side, with the names in. */
  for (guint i = 0; i < n_blank / 2; i++)
    {
      g_autofree char *number = int_text (++round);
      const char *a = side_name (match, 0), *b = side_name (match, 1);

      rows_add (rows, FALSE, FALSE, 5, number, a ? a : "", "", "", "");
      rows_add (rows, FALSE, FALSE, 5, "", b ? b : "", "", "", "");
    }
  used = draw_sheet_head (doc, match, game_title (doc->rules), x, y, w, TRUE);
  used += draw_grid (doc, x, y + used, w, MIN (12.5, (h - head) / (rows->len + 1)), columns,
                     G_N_ELEMENTS (columns), NULL, 0, rows, 0, rows->len, 0, 2);
  draw_signatures (doc, x, y + used + 4, w, labels);
}

/* Sjoelbak: a card per player, a row per game. */
static void
draw_sjoelbak_card (Doc         *doc,
                    const Match *match,
                    guint        side)
{
  g_autoptr(GPtrArray) rows = rows_new ();
  JsonArray *games = scored_games (match);
  JsonArray *raw_games = stored_games (match);
  JsonArray *boards = hammer_json_array (match->listed, "boards");
  guint n_games = rule_int (doc, "games", 10);
  Column columns[] = {
    { _("Game"), 0.8, HAMMER_ALIGN_CENTER }, { _("Board"), 1.2, HAMMER_ALIGN_CENTER },
    { "1", 0.8, HAMMER_ALIGN_CENTER }, { "2", 0.8, HAMMER_ALIGN_CENTER },
    { "3", 0.8, HAMMER_ALIGN_CENTER }, { "4", 0.8, HAMMER_ALIGN_CENTER },
    { _("Game total"), 1.4, HAMMER_ALIGN_CENTER },
    { _("Running total"), 1.6, HAMMER_ALIGN_CENTER },
  };
  Group groups[] = {
    { "", 0, 1 }, { _("Disks in compartment"), 2, 5 }, { "", 6, 7 },
  };
  const char *labels[] = { _("Player"), _("Scorer"), NULL };
  const char *name = side_name (match, side);
  gboolean half = n_games <= 12;
  double x, y, w, h, used, row_h, head = 26 + 40 + 34;
  gint64 running = 0;
  g_autofree char *series = NULL;

  for (guint g = 0; g < n_games; g++)
    {
      JsonObject *game = doc->options->filled ? hammer_json_element_object (games, g) : NULL;
      JsonArray *raw_ends = hammer_json_array (hammer_json_element_object (raw_games, g), "ends");
      JsonObject *first_end = hammer_json_element_object (raw_ends, 0);
      JsonArray *counts = hammer_json_element_array (hammer_json_array (first_end, "counts"), side);
      g_autofree char *number = int_text (g + 1);
      g_autofree char *board = NULL;
      char *c[4] = { NULL, NULL, NULL, NULL };
      g_autofree char *total = NULL, *run = NULL;
      int board_number = (int) hammer_json_element_int (boards, g, match->board);

      board = board_number > 0 ? board_name (doc, board_number) : g_strdup ("");
      if (game != NULL)
        {
          running += hammer_json_element_int (hammer_json_array (game, "totals"), side, 0);
          total = int_text (hammer_json_element_int (hammer_json_array (game, "totals"), side, 0));
          run = int_text (running);
          for (guint k = 0; k < 4; k++)
            c[k] = int_text (hammer_json_element_int (counts, k, 0));
        }
      rows_add (rows, FALSE, FALSE, 8, number, board, c[0] ? c[0] : "", c[1] ? c[1] : "",
                c[2] ? c[2] : "", c[3] ? c[3] : "", total ? total : "", run ? run : "");
      for (guint k = 0; k < 4; k++)
        g_free (c[k]);
    }
  series = match->scored != NULL && doc->options->filled ? int_text (running) : g_strdup ("");
  rows_add (rows, TRUE, FALSE, 8, "", "", "", "", "", "", _("Series total"), series);

  next_slot (doc, half, &x, &y, &w, &h);
  if (half && (x > 0 || y > 0))
    draw_cut_line (doc);
  row_h = MIN (ROW + 3, (h - head) / (rows->len + 2));

  used = draw_sheet_head (doc, match, _("Sjoelbak score card"), x, y, w, FALSE);
  hammer_layout_text (doc->layout, x, y + used, w * 0.65, 22, name ? name : "", 15,
                      HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
  if (n_sides (match) == 2 && side_name (match, 1 - side) != NULL)
    {
      g_autofree char *against = g_strdup_printf (_("against %s"), side_name (match, 1 - side));

      hammer_layout_text (doc->layout, x + w * 0.6, y + used, w * 0.4, 22, against, 9,
                          HAMMER_TEXT_MUTED, HAMMER_ALIGN_END);
    }
  used += 30;
  used += draw_grid (doc, x, y + used, w, row_h, columns, G_N_ELEMENTS (columns), groups,
                     G_N_ELEMENTS (groups), rows, 0, rows->len, 0, 0);
  draw_signatures (doc, x, y + used + 6, w, labels);
}

/* Which board each player goes to in each game of a sjoelbak round. */
static void
draw_rotation_card (Doc       *doc,
                    GPtrArray *selected,
                    int        round)
{
  g_autoptr(GPtrArray) rows = rows_new ();
  guint n_games = rule_int (doc, "games", 10);
  Column columns[24];
  guint n_columns = MIN (n_games, 20) + 1;
  g_autofree char *title = g_strdup_printf (_("Board rotation, round %d"), round);
  g_autofree char **game_titles = g_new0 (char *, n_columns + 1);

  columns[0] = (Column) { _("Player"), 4, HAMMER_ALIGN_START };
  for (guint g = 1; g < n_columns; g++)
    {
      game_titles[g] = int_text (g);
      columns[g] = (Column) { game_titles[g], 1, HAMMER_ALIGN_CENTER };
    }
  for (guint i = 0; i < selected->len; i++)
    {
      const Match *match = g_ptr_array_index (selected, i);
      JsonArray *boards = hammer_json_array (match->listed, "boards");

      if (match->round != round || boards == NULL)
        continue;
      for (guint s = 0; s < n_sides (match); s++)
        {
          char **cells = g_new0 (char *, n_columns + 1);

          cells[0] = g_strdup (side_name (match, s) ? side_name (match, s) : "");
          for (guint g = 1; g < n_columns; g++)
            {
              int number = (int) hammer_json_element_int (boards, g - 1, 0);

              /* Numbers, not names: ten games must fit across the page. */
              cells[g] = number > 0 ? int_text (number) : g_strdup ("");
            }
          rows_add_strv (rows, FALSE, cells);
        }
    }
  if (rows->len > 0)
    {
      doc->half_free = FALSE;
      draw_paged_table (doc, title,
                        _("Columns are games; each cell is the number of the board to play on."),
                        columns, n_columns, rows);
    }
  for (guint g = 1; g < n_columns; g++)
    g_free (game_titles[g]);
}

static gboolean
match_selected (Doc         *doc,
                const Match *match)
{
  JsonArray *boards = hammer_json_array (match->listed, "boards");
  gboolean on_board = match->board == (int) doc->options->board;

  if (match->bye || n_sides (match) == 0)
    return FALSE;
  if (doc->options->round > 0 && match->round != (int) doc->options->round)
    return FALSE;
  for (guint g = 0; boards != NULL && g < json_array_get_length (boards); g++)
    on_board = on_board || hammer_json_element_int (boards, g, 0) == doc->options->board;
  if (doc->options->board > 0 && !on_board)
    return FALSE;
  if (doc->options->filled)
    return match->scored != NULL;
  for (guint s = 0; s < n_sides (match); s++)
    if (side_name (match, s) == NULL)
      return FALSE;
  return TRUE;
}

static gboolean
render_score_sheets (Doc     *doc,
                     GError **error)
{
  g_autoptr(GPtrArray) selected = g_ptr_array_new ();
  gboolean sjoelbak = g_str_equal (doc->rules, "sjoelbak");
  int last_round = -1;

  for (guint i = 0; i < doc->matches->len; i++)
    if (match_selected (doc, &g_array_index (doc->matches, Match, i)))
      g_ptr_array_add (selected, &g_array_index (doc->matches, Match, i));
  if (selected->len == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   doc->options->filled ? _("No match there has a result to print")
                                        : _("No match there is ready for a score sheet"));
      return FALSE;
    }

  for (guint i = 0; i < selected->len; i++)
    {
      const Match *match = g_ptr_array_index (selected, i);

      if (sjoelbak)
        for (guint s = 0; s < n_sides (match); s++)
          draw_sjoelbak_card (doc, match, s);
      else if (g_str_equal (doc->rules, "horse-collar"))
        draw_rounds_sheet (doc, match);
      else
        draw_ends_sheet (doc, match, g_str_equal (doc->rules, "court") ||
                                     g_str_equal (doc->rules, "deck"));
    }

  if (sjoelbak && !doc->options->filled)
    for (guint i = 0; i < selected->len; i++)
      {
        const Match *match = g_ptr_array_index (selected, i);

        if (match->round != last_round)
          draw_rotation_card (doc, selected, (last_round = match->round));
      }
  return TRUE;
}

/* Standings, results, schedule */

static const char *
figure_title (const char *name)
{
  static const struct { const char *name; const char *title; } titles[] = {
    /* Translators: short column headings of the standings, explained
     * in a legend under the table. */
    { "played", N_("Pl") }, { "wins", N_("W") }, { "draws", N_("D") },
    { "losses", N_("L") }, { "match_points", N_("Pts") },
    { "games_won", N_("GW") }, { "games_lost", N_("GL") },
    { "game_difference", N_("GD") }, { "points_for", N_("PF") },
    { "points_against", N_("PA") }, { "point_difference", N_("PD") },
    { "total", N_("Total") }, { "total_points", N_("Total") }, { "games", N_("Games") },
    { "average", N_("Average") },
    { "best_game", N_("Best game") }, { "buchholz", N_("Buchholz") },
    { "class", N_("Class") }, { "group", N_("Group") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    if (g_str_equal (titles[i].name, name))
      return _(titles[i].title);
  return name;
}

static char *
node_text (JsonNode *node)
{
  GType type;

  /* A figure the standings do not have yet (a best game before the first
   * game) shows as a dash, as on every screen. */
  if (node != NULL && JSON_NODE_HOLDS_NULL (node))
    return g_strdup ("—");
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return g_strdup ("");
  type = json_node_get_value_type (node);
  if (type == G_TYPE_INT64)
    return int_text (json_node_get_int (node));
  if (type == G_TYPE_DOUBLE)
    {
      double value = json_node_get_double (node);

      return value == (gint64) value ? int_text ((gint64) value)
                                     : g_strdup_printf ("%.2f", value);
    }
  if (type == G_TYPE_BOOLEAN)
    return g_strdup (json_node_get_boolean (node) ? "✓" : "");
  return g_strdup (json_node_get_string (node));
}

/* What a standings line holds beside its figures: the place, as
 * hammer_standings_line_place_text() shows it, and who it is. */
static gboolean
is_figure (const char *member)
{
  static const char *const others[] = {
    "place", "place_label", "still_in", "entrant", "name", "class_place", "class_place_label",
  };

  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    if (g_str_equal (member, others[i]))
      return FALSE;
  return TRUE;
}

/* The legend of the short headings, for the figures the table shows. */
static void
add_figures_legend (GString   *note,
                    GPtrArray *names)
{
  static const struct { const char *name; const char *text; } legend[] = {
    /* Translators: the legend of the short headings of the standings. */
    { "played", N_("Pl played") }, { "wins", N_("W won") }, { "draws", N_("D drawn") },
    { "losses", N_("L lost") }, { "match_points", N_("Pts points") },
    { "games_won", N_("GW/GL games won and lost") },
    { "game_difference", N_("GD game difference") },
    { "points_for", N_("PF/PA points for and against") },
    { "point_difference", N_("PD point difference") },
  };
  gboolean first = TRUE;

  for (guint i = 0; i < G_N_ELEMENTS (legend); i++)
    {
      if (!g_ptr_array_find_with_equal_func (names, legend[i].name, g_str_equal, NULL))
        continue;
      g_string_append (note, first ? (note->len > 0 ? " — " : "") : ", ");
      g_string_append (note, _(legend[i].text));
      first = FALSE;
    }
}

static gboolean
render_standings (Doc       *doc,
                  JsonNode  *standings,
                  GError   **error)
{
  g_autoptr(GPtrArray) rows = rows_new ();
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autoptr(GString) note = g_string_new (NULL);
  JsonArray *array = standings && JSON_NODE_HOLDS_ARRAY (standings)
                       ? json_node_get_array (standings) : NULL;
  JsonArray *tie_breakers = hammer_json_array (hammer_json_object (doc->event, "settings"),
                                               "tie_breakers");
  JsonObject *first = hammer_json_element_object (array, 0);
  Column columns[24];
  guint n_columns = 2;
  gboolean still_in = FALSE, knockout;

  if (array == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("There are no standings"));
      return FALSE;
    }
  columns[0] = (Column) { _("Place"), 1.3, HAMMER_ALIGN_CENTER };
  columns[1] = (Column) { _("Name"), 6, HAMMER_ALIGN_START };
  if (first != NULL)
    {
      g_autoptr(GList) members = json_object_get_members (first);

      for (GList *l = members; l != NULL && n_columns < G_N_ELEMENTS (columns); l = l->next)
        {
          const char *name = l->data;

          JsonNode *node = json_object_get_member (first, name);

          if (!is_figure (name) || !(JSON_NODE_HOLDS_VALUE (node) || JSON_NODE_HOLDS_NULL (node)))
            continue;
          g_ptr_array_add (names, (gpointer) name);
          columns[n_columns++] = (Column) { figure_title (name), 1.1, HAMMER_ALIGN_CENTER };
        }
    }
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *entry = hammer_json_element_object (array, i);
      char **cells = g_new0 (char *, n_columns + 1);

      cells[0] = hammer_standings_line_place_text (entry, FALSE);
      still_in |= hammer_standings_line_is_still_in (entry);
      cells[1] = g_strdup (hammer_json_string (entry, "name") ? hammer_json_string (entry, "name") : "");
      for (guint c = 0; c < names->len; c++)
        cells[c + 2] = node_text (json_object_get_member (entry, g_ptr_array_index (names, c)));
      rows_add_strv (rows, FALSE, cells);
    }

  /* Say how ties are broken, in the order they are applied, so that a
   * player reading the wall knows why they are below someone level. A
   * knockout places by the round reached instead. */
  knockout = first != NULL && json_object_has_member (first, "still_in");
  if (knockout)
    g_string_append (note, _("Places by the round reached: those out in a later round "
                             "ahead of those out earlier."));
  for (guint i = 0; !knockout && tie_breakers != NULL &&
       i < json_array_get_length (tie_breakers); i++)
    {
      const char *name = json_array_get_string_element (tie_breakers, i);
      g_autofree char *key = g_strdelimit (g_strdup (name), "-", '_');
      const char *title = g_str_equal (name, "head-to-head") ? _("Head-to-head")
                                                             : figure_title (key);

      if (i > 0)
        g_string_append (note, ", ");
      g_string_append (note, title == key ? name : title);
    }
  if (note->len > 0 && !knockout)
    g_string_prepend (note, _("Ties broken by: "));
  if (names->len > 0 && g_str_equal (g_ptr_array_index (names, 0), "played"))
    add_figures_legend (note, names);
  if (still_in)
    g_string_append_printf (note, "%s%s", note->len > 0 ? " — " : "",
                            /* Translators: the legend of the mark of the place column
                             * for those still in a knockout ("in" there). */
                            C_("standings legend", "in: still in the event"));
  draw_paged_table (doc, _("Standings"), note->len > 0 ? note->str : NULL, columns, n_columns,
                    rows);
  return TRUE;
}

/* The classes of a sjoelbak event, best first as the event lists them,
 * then any other class the standings name. */
static GPtrArray *
ranking_classes (Doc       *doc,
                 JsonArray *standings)
{
  GPtrArray *names = g_ptr_array_new ();
  JsonArray *classes = hammer_json_array (hammer_json_object (doc->event, "settings"), "classes");

  for (guint i = 0; classes != NULL && i < json_array_get_length (classes); i++)
    {
      const char *name = hammer_json_string (hammer_json_element_object (classes, i), "name");

      if (name != NULL)
        g_ptr_array_add (names, (gpointer) name);
    }
  for (guint i = 0; i < json_array_get_length (standings); i++)
    {
      const char *name = hammer_json_string (hammer_json_element_object (standings, i), "class");

      if (name != NULL && !g_ptr_array_find_with_equal_func (names, name, g_str_equal, NULL))
        g_ptr_array_add (names, (gpointer) name);
    }
  return names;
}

static double
class_minimum (Doc        *doc,
               const char *name)
{
  JsonArray *classes = hammer_json_array (hammer_json_object (doc->event, "settings"), "classes");

  for (guint i = 0; classes != NULL && i < json_array_get_length (classes); i++)
    {
      JsonObject *klass = hammer_json_element_object (classes, i);
      JsonNode *min = json_object_get_member (klass, "min");

      if (g_strcmp0 (hammer_json_string (klass, "name"), name) == 0 && min != NULL &&
          JSON_NODE_HOLDS_VALUE (min))
        return json_node_get_double (min);
    }
  return -1;
}

static gboolean
render_ranking_by_class (Doc       *doc,
                         JsonNode  *standings,
                         GError   **error)
{
  g_autoptr(GPtrArray) rows = rows_new ();
  g_autoptr(GPtrArray) classes = NULL;
  JsonArray *array = standings && JSON_NODE_HOLDS_ARRAY (standings)
                       ? json_node_get_array (standings) : NULL;
  Column columns[] = {
    { _("Place"), 1.1, HAMMER_ALIGN_CENTER }, { _("Name"), 6, HAMMER_ALIGN_START },
    { _("Total"), 1.4, HAMMER_ALIGN_CENTER }, { _("Games"), 1.1, HAMMER_ALIGN_CENTER },
    { _("Average"), 1.4, HAMMER_ALIGN_CENTER }, { _("Best game"), 1.4, HAMMER_ALIGN_CENTER },
  };

  if (array == NULL || json_array_get_length (array) == 0 ||
      !json_object_has_member (hammer_json_element_object (array, 0), "total"))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("A ranking by class is made for a sjoelbak series"));
      return FALSE;
    }
  classes = ranking_classes (doc, array);
  if (classes->len == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("No entrant has a class: classes are given by the players’ averages when "
                     "an event with classes is drawn"));
      return FALSE;
    }

  /* One section per class, and one for those without; within a class the
   * overall order holds, and entrants level overall stay level. */
  for (guint c = 0; c <= classes->len; c++)
    {
      const char *klass = c < classes->len ? g_ptr_array_index (classes, c) : NULL;
      guint n = 0;
      g_autofree char *heading = NULL;
      guint heading_row = rows->len;
      double minimum = klass != NULL ? class_minimum (doc, klass) : -1;

      if (klass == NULL && minimum < 0)
        heading = g_strdup (_("Without a class"));
      else if (minimum > 0)
        /* Translators: a heading of the ranking by class: the class's name
         * and the lowest average that puts a player in it. */
        heading = g_strdup_printf (_("Class %s · average %g and up"), klass, minimum);
      else
        heading = g_strdup_printf (_("Class %s"), klass);
      rows_add (rows, FALSE, TRUE, 1, heading);

      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonObject *entry = hammer_json_element_object (array, i);
          g_autofree char *total = NULL, *games = NULL, *average = NULL;
          g_autofree char *best = NULL, *place = NULL;
          double mean;

          if (g_strcmp0 (hammer_json_string (entry, "class"), klass) != 0)
            continue;
          n++;
          total = node_text (json_object_get_member (entry, "total"));
          games = node_text (json_object_get_member (entry, "games"));
          /* Averages to two places here, as the classes go by them; a
           * dash before the first game. */
          if (hammer_json_node_double (json_object_get_member (entry, "average"), &mean))
            average = g_strdup_printf ("%.2f", mean);
          else
            average = node_text (json_object_get_member (entry, "average"));
          best = node_text (json_object_get_member (entry, "best_game"));
          place = hammer_standings_line_place_text (entry, klass != NULL);
          rows_add (rows, FALSE, FALSE, 6, place,
                    hammer_json_string (entry, "name") ? hammer_json_string (entry, "name") : "", total, games,
                    average, best);
        }
      if (n == 0)
        g_ptr_array_remove_index (rows, heading_row);
    }
  draw_paged_table (doc, _("Ranking by class"),
                    _("Places within each class follow the overall ranking."), columns,
                    G_N_ELEMENTS (columns), rows);
  return TRUE;
}

/* The points of each game as the match list holds them; a match of one side
 * (a sjoelbak series) shows its total. */
static char *
score_text (const Match *match)
{
  g_autofree char *scores = hammer_tables_format_game_scores (match->listed);

  if (match->bye)
    return g_strdup (_("bye"));
  if (scores == NULL)
    return g_strdup ("");
  if (n_sides (match) == 1)
    return int_text (hammer_json_element_int (hammer_json_array (match->listed, "totals"), 0, 0));
  return g_steal_pointer (&scores);
}

static gboolean
render_results (Doc     *doc,
                GError **error)
{
  g_autoptr(GPtrArray) rows = rows_new ();
  Column columns[] = {
    { _("Round"), 0.8, HAMMER_ALIGN_CENTER }, { _("Match"), 0.8, HAMMER_ALIGN_CENTER },
    { _("Board"), 1.2, HAMMER_ALIGN_CENTER }, { _("Side A"), 3, HAMMER_ALIGN_END },
    { _("Score"), 2, HAMMER_ALIGN_CENTER }, { _("Side B"), 3, HAMMER_ALIGN_START },
  };
  int last_round = -1;

  for (guint i = 0; i < doc->matches->len; i++)
    {
      const Match *match = &g_array_index (doc->matches, Match, i);
      g_autofree char *score = NULL, *round = NULL, *number = NULL, *board = NULL;
      gint64 winner = hammer_json_int (match->listed, "winner", -1);
      g_autofree char *a = NULL, *b = NULL;

      /* The results every export lists, and the byes beside them. */
      if (!match->bye && !hammer_tables_match_is_result (match->listed))
        continue;
      if (match->round != last_round)
        {
          g_autofree char *heading = g_strdup_printf (_("Round %d"), match->round);

          rows_add (rows, FALSE, TRUE, 1, heading);
          last_round = match->round;
        }
      score = score_text (match);
      round = int_text (match->round);
      number = number_text (match);
      board = match->board > 0 ? board_name (doc, match->board) : g_strdup ("");
      /* The winner's name is marked, since the score alone does not say
       * who won a best-of-three on games. */
      a = g_strdup_printf ("%s%s", side_name (match, 0) ? side_name (match, 0) : "",
                           winner == 0 && n_sides (match) > 1 ? " ●" : "");
      b = g_strdup_printf ("%s%s", winner == 1 ? "● " : "",
                           side_name (match, 1) ? side_name (match, 1) : "");
      rows_add (rows, FALSE, FALSE, 6, round, number, board, a, score, b);
    }
  if (rows->len == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("No match has a result yet"));
      return FALSE;
    }
  draw_paged_table (doc, _("Results"), _("● marks the winner"), columns,
                    G_N_ELEMENTS (columns), rows);
  return TRUE;
}

static const char *
state_title (const char *state)
{
  if (g_strcmp0 (state, "finished") == 0)
    return _("Finished");
  if (g_strcmp0 (state, "in_progress") == 0)
    return _("Playing");
  if (g_strcmp0 (state, "ready") == 0)
    return _("Ready");
  return _("Waiting");
}

static int
compare_by_board (gconstpointer a,
                  gconstpointer b)
{
  const Match *x = *(const Match **) a, *y = *(const Match **) b;
  int bx = x->board > 0 ? x->board : G_MAXINT, by = y->board > 0 ? y->board : G_MAXINT;

  if (bx != by)
    return bx < by ? -1 : 1;
  if (x->round != y->round)
    return x->round < y->round ? -1 : 1;
  return x->number < y->number ? -1 : x->number > y->number;
}

static gboolean
render_schedule (Doc     *doc,
                 GError **error)
{
  g_autoptr(GPtrArray) rows = rows_new ();
  g_autoptr(GPtrArray) sorted = g_ptr_array_new ();
  Column columns[] = {
    { _("Round"), 0.8, HAMMER_ALIGN_CENTER }, { _("Match"), 0.8, HAMMER_ALIGN_CENTER },
    { _("Side A"), 3, HAMMER_ALIGN_START }, { _("Side B"), 3, HAMMER_ALIGN_START },
    { _("State"), 1.3, HAMMER_ALIGN_START },
  };
  int last_board = -1;

  for (guint i = 0; i < doc->matches->len; i++)
    {
      Match *match = &g_array_index (doc->matches, Match, i);

      /* A match without a number is a bye, though a losers' bye is not
       * marked as one until the loser who has it is known. */
      if (!match->bye && match->number > 0 && n_sides (match) > 0)
        g_ptr_array_add (sorted, match);
    }
  if (sorted->len == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The event has no matches yet; draw it first"));
      return FALSE;
    }
  g_ptr_array_sort (sorted, compare_by_board);

  for (guint i = 0; i < sorted->len; i++)
    {
      const Match *match = g_ptr_array_index (sorted, i);
      g_autofree char *round = int_text (match->round), *number = number_text (match);
      const char *a = side_name (match, 0), *b = side_name (match, 1);

      if (match->board != last_board)
        {
          g_autofree char *name = match->board > 0 ? board_name (doc, match->board) : NULL;
          g_autofree char *heading = name != NULL ? g_strdup (name)
                                                  : g_strdup (_("Not yet on a board"));

          rows_add (rows, FALSE, TRUE, 1, heading);
          last_board = match->board;
        }
      rows_add (rows, FALSE, FALSE, 5, round, number, a ? a : "—",
                n_sides (match) > 1 ? (b ? b : "—") : "",
                state_title (hammer_json_string (match->listed, "state")));
    }
  draw_paged_table (doc, _("Board schedule"), NULL, columns, G_N_ELEMENTS (columns), rows);
  return TRUE;
}

/* Brackets */

#define CHUNK_ROUNDS 5   /* a page holds 16 first-round matches: 32 entrants */

typedef struct
{
  Doc        *doc;
  GHashTable *by_slot;    /* "round:position" → Match */
  int         n_rounds;   /* of the tree, the final included */
} Tree;

static Match *
tree_get (Tree *tree,
          int   round,
          int   position)
{
  g_autofree char *key = g_strdup_printf ("%d:%d", round, position);

  return g_hash_table_lookup (tree->by_slot, key);
}

/* @marks, when given, say where each side comes from (“L of M12”); a
 * side's mark is shown until the match has a score. */
static void
draw_bracket_match_marked (Tree        *tree,
                           const Match *match,
                           double       x,
                           double       cy,
                           double       w,
                           double       line_h,
                           double       size,
                           gboolean     leaf,
                           char       **marks)
{
  HammerLayout *layout = tree->doc->layout;
  gint64 winner = match != NULL ? hammer_json_int (match->listed, "winner", -1) : -1;
  JsonArray *game_points = match != NULL ? hammer_json_array (match->listed, "game_points") : NULL;
  guint n_games = hammer_json_length (hammer_json_element_array (game_points, 0));

  for (guint s = 0; s < 2; s++)
    {
      double y = cy - line_h + s * line_h;
      const char *name = match != NULL ? side_name (match, s) : NULL;
      g_autofree char *score = NULL;

      /* A side drawn as a bye (a losers' match fed by one, before its other
       * side is known) says so too. */
      if (match != NULL && name == NULL &&
          ((match->bye && leaf) ||
           hammer_json_bool (hammer_json_element_object (hammer_json_array (match->listed,
                                                                            "from"), s),
                             "bye", FALSE)))
        name = _("bye");
      /* Points in a one-game match, games won in a longer one. */
      if (n_games > 0)
        score = int_text (hammer_json_element_int (hammer_json_array (match->listed,
                                                n_games == 1 ? "totals" : "games_won"), s, 0));
      if (winner == s)
        hammer_layout_box (layout, x, y, w, line_h, 0, 0.1);
      if (score == NULL && marks != NULL && marks[s] != NULL)
        {
          /* The mark takes the right end of the slot, where a score goes
           * later; the whole slot while nobody's name is known. */
          double mark_w = name != NULL ? w * 0.4 : w;

          hammer_layout_text (layout, x + w - mark_w, y, mark_w, line_h, marks[s], size * 0.8,
                              HAMMER_TEXT_MUTED, HAMMER_ALIGN_END);
          if (name != NULL)
            hammer_layout_text (layout, x, y, w * 0.62, line_h, name, size, HAMMER_TEXT_NORMAL,
                                HAMMER_ALIGN_START);
          continue;
        }
      hammer_layout_text (layout, x, y, w - (score ? size * 2.2 : 0), line_h, name ? name : "",
                          size, winner == s ? HAMMER_TEXT_BOLD : HAMMER_TEXT_NORMAL,
                          HAMMER_ALIGN_START);
      if (score != NULL)
        hammer_layout_text (layout, x + w - size * 2.6, y, size * 2.6, line_h, score, size,
                            winner == s ? HAMMER_TEXT_BOLD : HAMMER_TEXT_NORMAL,
                            HAMMER_ALIGN_END);
    }
  hammer_layout_box (layout, x, cy - line_h, w, 2 * line_h, 0.7, 0);
  hammer_layout_line (layout, x, cy, x + w, cy, 0.3);
  if (match != NULL && match->number > 0)
    {
      g_autofree char *label = g_strdup_printf ("M%" G_GINT64_FORMAT, match->number);

      hammer_layout_text (layout, x - 3, cy - line_h - size * 1.3, w, size * 1.3, label,
                          size * 0.7, HAMMER_TEXT_MUTED, HAMMER_ALIGN_START);
    }
}

static void
draw_bracket_match (Tree        *tree,
                    const Match *match,
                    double       x,
                    double       cy,
                    double       w,
                    double       line_h,
                    double       size,
                    gboolean     leaf)
{
  draw_bracket_match_marked (tree, match, x, cy, w, line_h, size, leaf, NULL);
}

/* Draws the part of the tree whose leaves are the @n_leaves matches of
 * @round0 from @position0 up to @round1. When the leaves were drawn on
 * earlier pages, @leaf_page0 is the page of the first; @root_note says
 * where the last match goes on. */
static void
draw_tree_part (Tree       *tree,
                int         round0,
                int         position0,
                int         n_leaves,
                int         round1,
                double      top,
                double      height,
                int         leaf_page0,
                const char *root_note,
                gboolean    champion)
{
  HammerLayout *layout = tree->doc->layout;
  double width = hammer_layout_get_width (layout);
  int n_columns = round1 - round0 + 1 + (champion ? 1 : 0);
  double col_w = width / n_columns, gap = MIN (18.0, col_w * 0.16);
  double slot = height / n_leaves;
  double line_h = CLAMP (slot * 0.36, 8.0, 16.0);
  double size = CLAMP (line_h * 0.62, 5.5, 9.5);
  int count = n_leaves;
  g_autofree double *ys = g_new0 (double, n_leaves);
  g_autofree char *heading = NULL;

  for (int i = 0; i < n_leaves; i++)
    ys[i] = top + slot * (i + 0.5);

  for (int r = round0, pos0 = position0; r <= round1; r++, pos0 /= 2)
    {
      double x = (r - round0) * col_w;
      g_autofree char *title = r == tree->n_rounds ? g_strdup (_("Final"))
                                                   : g_strdup_printf (_("Round %d"), r);

      hammer_layout_text (layout, x - 3, top - 22, col_w - gap, 12, title, 8,
                          HAMMER_TEXT_BOLD | HAMMER_TEXT_MUTED, HAMMER_ALIGN_START);
      for (int i = 0; i < count; i++)
        {
          const Match *match = tree_get (tree, r, pos0 + i);

          draw_bracket_match (tree, match, x, ys[i], col_w - gap, line_h, size, r == round0);
          if (r == round0 && leaf_page0 > 0)
            {
              g_autofree char *from = g_strdup_printf (_("◀ from page %d"), leaf_page0 + i);

              hammer_layout_text (layout, x - 3, ys[i] + line_h, col_w, size * 1.4, from,
                                  size * 0.8, HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
            }
          if (r < round1 || champion)
            {
              double mid = x + col_w - gap / 2, target = ys[i];

              /* A line runs from each match to its side's name in the
               * match its winner goes on to. */
              if (r < round1 && count > 1)
                {
                  int j = i - i % 2;

                  target = (ys[j] + ys[j + 1]) / 2 + (i % 2 ? line_h / 2 : -line_h / 2);
                }
              hammer_layout_line (layout, x + col_w - gap, ys[i], mid, ys[i], 0.6);
              hammer_layout_line (layout, mid, ys[i], mid, target, 0.6);
              hammer_layout_line (layout, mid, target, x + col_w, target, 0.6);
            }
        }
      if (r == round1 && root_note != NULL)
        hammer_layout_text (layout, x - 3, ys[0] + line_h, col_w, size * 1.4, root_note,
                            size * 0.8, HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
      /* The next column's matches sit between their two feeders. */
      if (count > 1)
        {
          for (int i = 0; i < count / 2; i++)
            ys[i] = (ys[2 * i] + ys[2 * i + 1]) / 2;
          count /= 2;
        }
    }

  if (champion)
    {
      const Match *final = tree_get (tree, round1, 0);
      gint64 winner = final != NULL ? hammer_json_int (final->listed, "winner", -1) : -1;
      const char *name = winner >= 0 ? side_name (final, winner) : NULL;
      double x = (n_columns - 1) * col_w;

      heading = g_strdup (_("Winner"));
      hammer_layout_text (layout, x - 3, top - 22, col_w, 12, heading, 8,
                          HAMMER_TEXT_BOLD | HAMMER_TEXT_MUTED, HAMMER_ALIGN_START);
      hammer_layout_box (layout, x, ys[0] - line_h / 2 - 2, col_w - 4, line_h + 4, 1.2, 0);
      hammer_layout_text (layout, x, ys[0] - line_h / 2 - 2, col_w - 4, line_h + 4,
                          name ? name : "", size + 1, HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
    }
}

/* The losers' bracket and the finals are trees too, but uneven: a match
 * there takes the winner of one match of its own part and a player who
 * dropped in from the winners' bracket, or the winners of two. Each is laid
 * out as a tree of its own part: leaves one under the other, every other
 * match level with the matches it takes winners from. */

typedef struct
{
  const Match *match;
  int          source[2];   /* the feeding match in this part, by index in parts, or -1 */
  char        *mark[2];     /* where a side comes from when no line shows it */
  int          page;        /* of the part's pages; -1 not yet placed */
  double       y;           /* slot units on its page */
  gboolean     fed;         /* another match of the page takes its winner */
} PartMatch;

static void
part_match_clear (PartMatch *pm)
{
  g_free (pm->mark[0]);
  g_free (pm->mark[1]);
}

static const Match *
match_by_index (Doc *doc,
                int  index)
{
  for (guint i = 0; i < doc->matches->len; i++)
    if (g_array_index (doc->matches, Match, i).index == index)
      return &g_array_index (doc->matches, Match, i);
  return NULL;
}

/* “winner:12” → 12, with @winner telling which kind of source it was. */
static int
source_index (JsonArray *sources,
              guint      side,
              gboolean  *winner)
{
  JsonNode *node;
  const char *text;

  *winner = FALSE;
  if (sources == NULL || side >= json_array_get_length (sources))
    return -1;
  node = json_array_get_element (sources, side);
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return -1;
  text = json_node_get_string (node);
  if (g_str_has_prefix (text, "winner:"))
    {
      *winner = TRUE;
      return (int) g_ascii_strtoll (text + strlen ("winner:"), NULL, 10);
    }
  if (g_str_has_prefix (text, "loser:"))
    return (int) g_ascii_strtoll (text + strlen ("loser:"), NULL, 10);
  return -1;
}

/* Leaves get the next free slot in the order a reader follows the lines;
 * a match sits level with the matches that feed it. */
static double
part_place (GArray *parts,
            int     i,
            int     page,
            double *next_slot)
{
  PartMatch *pm = &g_array_index (parts, PartMatch, i);
  double sum = 0;
  int n = 0;

  for (guint s = 0; s < 2; s++)
    {
      int k = pm->source[s];

      if (k >= 0 && g_array_index (parts, PartMatch, k).page == page)
        {
          sum += part_place (parts, k, page, next_slot);
          g_array_index (parts, PartMatch, k).fed = TRUE;
          n++;
        }
    }
  pm->y = n > 0 ? sum / n : (*next_slot)++;
  return pm->y;
}

/* How many leaves the subtree of match @i has in this part. */
static int
part_leaves (GArray *parts,
             int     i,
             int    *first_leaf,
             double *next_slot)
{
  PartMatch *pm = &g_array_index (parts, PartMatch, i);
  int n = 0;

  for (guint s = 0; s < 2; s++)
    if (pm->source[s] >= 0)
      n += part_leaves (parts, pm->source[s], first_leaf, next_slot);
  if (n == 0)
    {
      first_leaf[i] = (int) (*next_slot)++;
      return 1;
    }
  first_leaf[i] = first_leaf[pm->source[0] >= 0 ? pm->source[0] : pm->source[1]];
  return n;
}

static void
draw_part_page (Tree        *tree,
                GArray      *parts,
                int          page,
                const char  *title)
{
  HammerLayout *layout = tree->doc->layout;
  double width = hammer_layout_get_width (layout), height = hammer_layout_get_height (layout);
  double top = 44, next_slot = 0, col_w, gap;
  double slot, line_h, size;
  int min_round = G_MAXINT, max_round = 0, n_columns;
  g_autofree gboolean *used_round = NULL;

  /* A page is as wide as the rounds it holds. */
  for (guint i = 0; i < parts->len; i++)
    {
      PartMatch *pm = &g_array_index (parts, PartMatch, i);

      if (pm->page != page)
        continue;
      min_round = MIN (min_round, pm->match->round);
      max_round = MAX (max_round, pm->match->round);
    }
  if (max_round == 0)
    return;
  n_columns = max_round - min_round + 1;
  col_w = width / n_columns;
  gap = MIN (22.0, col_w * 0.18);
  used_round = g_new0 (gboolean, n_columns);

  hammer_layout_add_page (layout);
  hammer_layout_text (layout, -3, 0, width, 20, title, 14, HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);

  for (guint i = 0; i < parts->len; i++)
    g_array_index (parts, PartMatch, i).fed = FALSE;
  /* Roots first (the matches whose winner leaves this page), in bracket order. */
  for (guint i = 0; i < parts->len; i++)
    {
      PartMatch *pm = &g_array_index (parts, PartMatch, i);
      gboolean feeds = FALSE;

      if (pm->page != page)
        continue;
      for (guint j = 0; j < parts->len && !feeds; j++)
        {
          PartMatch *other = &g_array_index (parts, PartMatch, j);

          feeds = other->page == page && (other->source[0] == (int) i ||
                                          other->source[1] == (int) i);
        }
      if (!feeds)
        part_place (parts, i, page, &next_slot);
    }
  slot = (height - top) / MAX (next_slot, 1);
  line_h = CLAMP (slot * 0.34, 7.5, 14);
  size = CLAMP (line_h * 0.64, 5.5, 9);

  for (guint i = 0; i < parts->len; i++)
    {
      PartMatch *pm = &g_array_index (parts, PartMatch, i);
      int c = pm->match->round - min_round;
      double x = c * col_w, cy = top + slot * (pm->y + 0.5);
      char *marks[2] = { NULL, NULL };

      if (pm->page != page)
        continue;
      used_round[c] = TRUE;
      for (guint s = 0; s < 2; s++)
        {
          int k = pm->source[s];

          if (k >= 0 && g_array_index (parts, PartMatch, k).page == page)
            {
              PartMatch *from = &g_array_index (parts, PartMatch, k);
              double fx = (from->match->round - min_round) * col_w + col_w - gap;
              double fy = top + slot * (from->y + 0.5);
              double ty = cy + (s == 0 ? -line_h / 2 : line_h / 2);
              double mid = x - gap / 2;

              hammer_layout_line (layout, fx, fy, mid, fy, 0.6);
              hammer_layout_line (layout, mid, fy, mid, ty, 0.6);
              hammer_layout_line (layout, mid, ty, x, ty, 0.6);
            }
          else
            marks[s] = pm->mark[s];
        }
      draw_bracket_match_marked (tree, pm->match, x, cy, col_w - gap, line_h, size, FALSE,
                                 marks);
    }
  for (int c = 0; c < n_columns; c++)
    if (used_round[c])
      {
        g_autofree char *heading = g_strdup_printf (_("Round %d"), min_round + c);

        /* The finals are named for what they are. */
        for (guint i = 0; i < parts->len; i++)
          {
            PartMatch *pm = &g_array_index (parts, PartMatch, i);

            if (pm->page != page || pm->match->round != min_round + c)
              continue;
            if (g_strcmp0 (pm->match->bracket, "final") == 0)
              g_free (heading), heading = g_strdup (_("Final"));
            else if (g_strcmp0 (pm->match->bracket, "final-reset") == 0)
              g_free (heading), heading = g_strdup (_("Second final"));
            else if (g_strcmp0 (pm->match->bracket, "third-place") == 0)
              g_free (heading), heading = g_strdup (_("For third place"));
            break;
          }

        hammer_layout_text (layout, c * col_w - 3, top - 22, col_w - gap / 2, 12, heading,
                            col_w < 60 ? 6.5 : 8, HAMMER_TEXT_BOLD | HAMMER_TEXT_MUTED,
                            HAMMER_ALIGN_START);
      }
}

static void
draw_losers_part (Tree       *tree,
                  GPtrArray  *others,
                  const char *title)
{
  Doc *doc = tree->doc;
  HammerLayout *layout = doc->layout;
  double height = hammer_layout_get_height (layout);
  g_autoptr(GArray) parts = g_array_new (FALSE, TRUE, sizeof (PartMatch));
  g_autofree int *first_leaf = NULL;
  int per_page, block, n_pages = 1;
  double n_leaves = 0;
  gboolean overflow = FALSE;

  g_array_set_clear_func (parts, (GDestroyNotify) part_match_clear);
  for (guint i = 0; i < others->len; i++)
    {
      PartMatch pm = { g_ptr_array_index (others, i), { -1, -1 }, { NULL, NULL }, 0, 0, FALSE };

      g_array_append_val (parts, pm);
    }

  /* Which side comes from where: a line from a match of this part, or a
   * mark naming the match (“L of M12”: its loser drops in here). */
  for (guint i = 0; i < parts->len; i++)
    {
      PartMatch *pm = &g_array_index (parts, PartMatch, i);
      JsonArray *sources = hammer_json_array (pm->match->stored, "sources");

      for (guint s = 0; s < 2; s++)
        {
          gboolean winner;
          int index = source_index (sources, s, &winner);
          const Match *from = index >= 0 ? match_by_index (doc, index) : NULL;

          /* A bye, with no number, sends on a side known from the draw. */
          if (from == NULL || from->number <= 0)
            continue;
          for (guint j = 0; winner && j < parts->len; j++)
            if (g_array_index (parts, PartMatch, j).match == from)
              pm->source[s] = (int) j;
          if (pm->source[s] < 0)
            pm->mark[s] = winner
              /* Translators: in a bracket, where a side comes from: the
               * winner or the loser of match 12. */
              ? g_strdup_printf (_("W of M%" PRId64), from->number)
              : g_strdup_printf (_("L of M%" PRId64), from->number);
        }
    }

  /* A page holds about 24 leaves; a bigger part is cut into whole
   * subtrees of a power of two leaves, and the matches that join them
   * go on a last page, their sides marked with where they come from. */
  first_leaf = g_new0 (int, parts->len);
  for (guint i = 0; i < parts->len; i++)
    {
      gboolean feeds = FALSE;

      for (guint j = 0; j < parts->len && !feeds; j++)
        feeds = g_array_index (parts, PartMatch, j).source[0] == (int) i ||
                g_array_index (parts, PartMatch, j).source[1] == (int) i;
      if (!feeds)
        part_leaves (parts, i, first_leaf, &n_leaves);
    }
  per_page = MAX (2, (int) ((height - 44) / 24));
  for (block = 1; block * 2 <= per_page; block *= 2)
    ;
  if (n_leaves > per_page)
    {
      n_pages = ((int) n_leaves + block - 1) / block;
      for (guint i = 0; i < parts->len; i++)
        {
          PartMatch *pm = &g_array_index (parts, PartMatch, i);
          double dummy = 0;
          g_autofree int *leaves = g_new0 (int, parts->len);
          int n = part_leaves (parts, i, leaves, &dummy);

          pm->page = first_leaf[i] / block;
          if ((first_leaf[i] + n - 1) / block != pm->page)
            {
              pm->page = n_pages;
              overflow = TRUE;
            }
        }
    }
  for (int p = 0; p < n_pages + (overflow ? 1 : 0); p++)
    {
      g_autofree char *page_title = n_pages + overflow > 1
        ? g_strdup_printf (_("%s, part %d of %d"), title, p + 1, n_pages + (overflow ? 1 : 0))
        : g_strdup (title);

      /* A match whose feeder went to another page shows where it comes from. */
      for (guint i = 0; i < parts->len; i++)
        {
          PartMatch *pm = &g_array_index (parts, PartMatch, i);

          for (guint s = 0; s < 2; s++)
            if (pm->page == p && pm->source[s] >= 0 && pm->mark[s] == NULL &&
                g_array_index (parts, PartMatch, pm->source[s]).page != p &&
                g_array_index (parts, PartMatch, pm->source[s]).match->number > 0)
              pm->mark[s] = g_strdup_printf (_("W of M%" PRId64),
                                             g_array_index (parts, PartMatch,
                                                            pm->source[s]).match->number);
        }
      draw_part_page (tree, parts, p, page_title);
    }
}

static gboolean
render_bracket (Doc     *doc,
                GError **error)
{
  Tree tree = { doc, g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL), 0 };
  g_autoptr(GPtrArray) losers = g_ptr_array_new ();
  g_autoptr(GPtrArray) finals = g_ptr_array_new ();
  HammerLayout *layout = doc->layout;
  double height = hammer_layout_get_height (layout), top = 44;
  int n_winners_rounds = 0, n_leaves = 0;
  const char *format = hammer_json_string (doc->event, "format");

  if (g_strcmp0 (format, "single-elimination") != 0 &&
      g_strcmp0 (format, "double-elimination") != 0)
    {
      g_hash_table_unref (tree.by_slot);
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Only knock-out events have a bracket"));
      return FALSE;
    }

  for (guint i = 0; i < doc->matches->len; i++)
    {
      Match *m = &g_array_index (doc->matches, Match, i);

      if (g_strcmp0 (m->bracket, "winners") == 0)
        {
          g_hash_table_insert (tree.by_slot, g_strdup_printf ("%d:%d", m->round, m->position),
                               m);
          n_winners_rounds = MAX (n_winners_rounds, m->round);
          if (m->round == 1)
            n_leaves = MAX (n_leaves, m->position + 1);
        }
      else if (g_strcmp0 (m->bracket, "losers") == 0)
        g_ptr_array_add (losers, m);
      else
        g_ptr_array_add (finals, m);
    }
  if (n_leaves == 0)
    {
      g_hash_table_unref (tree.by_slot);
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The event has no bracket yet; draw it first"));
      return FALSE;
    }

  /* The final of a single knock-out closes the tree as its last round; a
   * double knock-out's final joins two brackets and is drawn with the
   * losers' side. */
  tree.n_rounds = n_winners_rounds;
  if (losers->len == 0)
    for (guint i = 0; i < finals->len; i++)
      {
        Match *m = g_ptr_array_index (finals, i);

        if (g_strcmp0 (m->bracket, "final") == 0 && tree.n_rounds == n_winners_rounds)
          {
            tree.n_rounds = n_winners_rounds + 1;
            g_hash_table_insert (tree.by_slot, g_strdup_printf ("%d:0", tree.n_rounds), m);
            g_ptr_array_remove_index (finals, i--);
          }
      }

  if (tree.n_rounds <= CHUNK_ROUNDS)
    {
      hammer_layout_add_page (layout);
      hammer_layout_text (layout, -3, 0, hammer_layout_get_width (layout), 20, _("Bracket"), 14,
                          HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
      draw_tree_part (&tree, 1, 0, n_leaves, tree.n_rounds, top, height - top, 0, NULL,
                      losers->len == 0);
    }
  else
    {
      /* Beyond 32 entrants each page takes 16 first-round matches up to
       * the one match they lead to; a last page plays those matches on.
       * The marks name the page where a line goes on or comes from. */
      int per_page = 1 << (CHUNK_ROUNDS - 1);
      int n_parts = (n_leaves + per_page - 1) / per_page;
      int last_page = hammer_layout_get_n_pages (layout) + n_parts + 1;

      for (int p = 0; p < n_parts; p++)
        {
          g_autofree char *title = g_strdup_printf (_("Bracket, part %d of %d"), p + 1,
                                                    n_parts + 1);
          g_autofree char *onwards = g_strdup_printf (_("▶ continues on page %d"), last_page);

          hammer_layout_add_page (layout);
          hammer_layout_text (layout, -3, 0, hammer_layout_get_width (layout), 20, title, 14,
                              HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
          draw_tree_part (&tree, 1, p * per_page, MIN (per_page, n_leaves - p * per_page),
                          CHUNK_ROUNDS, top, height - top, 0, onwards, FALSE);
        }
      {
        g_autofree char *title = g_strdup_printf (_("Bracket, part %d of %d"), n_parts + 1,
                                                  n_parts + 1);
        int leaves = MAX (1, n_parts);

        hammer_layout_add_page (layout);
        hammer_layout_text (layout, -3, 0, hammer_layout_get_width (layout), 20, title, 14,
                            HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
        draw_tree_part (&tree, CHUNK_ROUNDS, 0, leaves, tree.n_rounds, top, height - top,
                        last_page - n_parts, NULL, losers->len == 0);
      }
    }

  if (losers->len > 0)
    draw_losers_part (&tree, losers, _("Losers’ bracket"));
  if (finals->len > 0)
    draw_losers_part (&tree, finals, _("Finals"));
  g_hash_table_unref (tree.by_slot);
  return TRUE;
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
  };

  g_return_val_if_fail (kind != NULL, FALSE);

  for (guint i = 0; text != NULL && i < G_N_ELEMENTS (names); i++)
    if (g_str_equal (text, names[i]))
      {
        *kind = (HammerSheetKind) i;
        return TRUE;
      }
  return FALSE;
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
  Doc doc;
  gboolean ok = FALSE;

  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  copy = *options;
  if (doc_init (&doc, document, matches, &copy, error))
    {
      switch (options->kind)
        {
        case HAMMER_SHEET_SCORE_SHEETS:
          ok = render_score_sheets (&doc, error);
          break;
        case HAMMER_SHEET_STANDINGS:
          ok = render_standings (&doc, standings, error);
          break;
        case HAMMER_SHEET_RESULTS:
          ok = render_results (&doc, error);
          break;
        case HAMMER_SHEET_SCHEDULE:
          ok = render_schedule (&doc, error);
          break;
        case HAMMER_SHEET_BRACKET:
          ok = render_bracket (&doc, error);
          break;
        case HAMMER_SHEET_RANKING_BY_CLASS:
          ok = render_ranking_by_class (&doc, standings, error);
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
  g_autoptr(GOutputStream) memory = g_memory_output_stream_new_resizable ();
  g_autoptr(GError) local_error = NULL;
  gsize size;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* The whole document is drawn first, so that a document that cannot be
   * drawn never touches the file; g_file_set_contents() then writes a
   * temporary file beside it and renames it over, so that a full disk
   * leaves the old file whole. */
  if (!hammer_sheets_render_to_stream (document, matches, standings, options, memory, NULL,
                                       error) ||
      !g_output_stream_close (memory, NULL, error))
    return FALSE;
  size = g_memory_output_stream_get_data_size (G_MEMORY_OUTPUT_STREAM (memory));
  if (!g_file_set_contents (path,
                            g_memory_output_stream_get_data (G_MEMORY_OUTPUT_STREAM (memory)),
                            size, &local_error))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_IO, _("Could not write “%s”: %s"), path,
                   local_error->message);
      return FALSE;
    }
  return TRUE;
}
