/* hammer-tables.c — standings, results and the roster as CSV and HTML
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * CSV goes to spreadsheets, so it is written for them: RFC 4180 with CRLF,
 * UTF-8 with an optional BOM (Excel reads a file without one in the
 * system's code page), comma or semicolon (Dutch and German Excel split on
 * semicolons and read "2,5" as a number). Cells that hold text are
 * neutralised when a spreadsheet would run them as a formula (see
 * hammer_csv_neutralise()); cells that hold numbers are written as numbers.
 *
 * HTML goes onto club websites, often pasted into a content system by
 * someone who cannot check it, so the page depends on nothing: one file,
 * inline CSS, no scripts, no fonts or images from elsewhere. Every text from
 * the event is escaped, names included, since anyone may enter a name.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "hammer-error.h"
#include "hammer-json.h"
#include "hammer-tables.h"
#include "hammer-tables-private.h"
#include "events/hammer-events.h"
#include "rules/hammer-rules.h"
#include "store/hammer-player.h"

void
hammer_csv_options_init (HammerCsvOptions *options)
{
  g_return_if_fail (options != NULL);

  options->bom = FALSE;
  options->separator = ',';
}

/* Numbers */

/* A figure as people write it: whole numbers without decimals, others with
 * at most two, and @decimal_mark as the decimal mark. */
static char *
format_decimal (double value,
                char   decimal_mark)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  char *point;
  gsize length;

  if (!isfinite (value))
    return g_strdup ("");
  /* Rounding first keeps 2.999 from becoming "3.00" and then "3.". */
  value = round (value * 100.0) / 100.0;
  /* Adding zero turns "-0" into plain zero. */
  value += 0.0;
  g_ascii_formatd (buffer, sizeof buffer, "%.2f", value);
  point = strchr (buffer, '.');
  if (point != NULL)
    {
      length = strlen (buffer);
      while (length > 0 && buffer[length - 1] == '0')
        buffer[--length] = '\0';
      if (buffer[length - 1] == '.')
        buffer[--length] = '\0';
      else
        *point = decimal_mark;
    }
  return g_strdup (buffer);
}

/* A JSON number as text; %NULL for anything that is not a number. */
static char *
format_number_node (JsonNode *node,
                    char      decimal_mark)
{
  GType type;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return NULL;
  type = json_node_get_value_type (node);
  if (type == G_TYPE_INT64)
    return g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
  if (type == G_TYPE_DOUBLE)
    return format_decimal (json_node_get_double (node), decimal_mark);
  return NULL;
}

/* The decimal mark of the page's language. */
static char
html_decimal_mark (void)
{
  /* TRANSLATORS: the decimal mark in numbers of the HTML standings page
   * ("," in Dutch and German). Only its first character is used. */
  const char *mark = C_("decimal mark", ".");

  return mark[0] == ',' ? ',' : '.';
}

/* CSV */

typedef HammerCsvWriter CsvWriter;

static void
csv_writer_init (CsvWriter              *writer,
                 const HammerCsvOptions *options)
{
  writer->out = g_string_new (NULL);
  writer->options = options;
  writer->row_started = FALSE;
  if (options->bom)
    g_string_append (writer->out, "\xef\xbb\xbf");
}

static char
csv_separator (const CsvWriter *writer)
{
  return writer->options->separator == ';' ? ';' : ',';
}

static char
csv_decimal_mark (const CsvWriter *writer)
{
  return csv_separator (writer) == ';' ? ',' : '.';
}

/* A field as it is, quoted when RFC 4180 says so. */
static void
csv_raw_field (CsvWriter  *writer,
               const char *text)
{
  char separator = csv_separator (writer);

  if (writer->row_started)
    g_string_append_c (writer->out, separator);
  writer->row_started = TRUE;
  if (text == NULL)
    return;

  if (strchr (text, separator) == NULL && strpbrk (text, "\"\r\n") == NULL)
    {
      g_string_append (writer->out, text);
      return;
    }

  g_string_append_c (writer->out, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (writer->out, '"');
      g_string_append_c (writer->out, *p);
    }
  g_string_append_c (writer->out, '"');
}

static void
csv_text (CsvWriter  *writer,
          const char *text)
{
  g_autofree char *safe = text != NULL ? hammer_csv_neutralise (text) : NULL;

  csv_raw_field (writer, safe);
}

/* A JSON value of a table: numbers stay numbers, text is neutralised,
 * null and anything else is an empty cell. */
static void
csv_node (CsvWriter *writer,
          JsonNode  *node)
{
  g_autofree char *number = format_number_node (node, csv_decimal_mark (writer));

  if (number != NULL)
    csv_raw_field (writer, number);
  else if (node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
           json_node_get_value_type (node) == G_TYPE_STRING)
    csv_text (writer, json_node_get_string (node));
  else
    csv_raw_field (writer, NULL);
}

static void
csv_end_row (CsvWriter *writer)
{
  g_string_append (writer->out, "\r\n");
  writer->row_started = FALSE;
}

static char *
csv_writer_finish (CsvWriter *writer)
{
  return g_string_free (g_steal_pointer (&writer->out), FALSE);
}

static gboolean
is_harmless_after_sign (const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p) && strchr (" ().,/+-", *p) == NULL)
      return FALSE;
  return TRUE;
}

char *
hammer_csv_neutralise (const char *text)
{
  g_return_val_if_fail (text != NULL, NULL);

  switch (text[0])
    {
    case '+':
    case '-':
      /* "+31 6 1234 5678" and "-3" can do no harm: without letters there
       * is no function to call and no cell to reach. Quoting them would
       * only spoil phone numbers on their way back in. */
      if (text[1] != '\0' && is_harmless_after_sign (text + 1))
        return g_strdup (text);
      G_GNUC_FALLTHROUGH;
    case '=':
    case '@':
    case '\t':
    case '\r':
      return g_strconcat ("'", text, NULL);
    default:
      return g_strdup (text);
    }
}

typedef struct
{
  const char *member;
  const char *header;  /* N_() */
  gboolean    text;
} Column;

static const Column standings_columns[] = {
  { "place", N_("Place"), FALSE },
  { "name", N_("Name"), TRUE },
  { "class", N_("Class"), TRUE },
  { "played", N_("Played"), FALSE },
  { "wins", N_("Won"), FALSE },
  { "draws", N_("Drawn"), FALSE },
  { "losses", N_("Lost"), FALSE },
  { "match_points", N_("Match points"), FALSE },
  { "games_won", N_("Games won"), FALSE },
  { "games_lost", N_("Games lost"), FALSE },
  { "game_difference", N_("Game difference"), FALSE },
  { "points_for", N_("Points for"), FALSE },
  { "points_against", N_("Points against"), FALSE },
  { "point_difference", N_("Point difference"), FALSE },
  { "buchholz", N_("Buchholz"), FALSE },
  { "median_buchholz", N_("Median Buchholz"), FALSE },
  { "sonneborn_berger", N_("Sonneborn-Berger"), FALSE },
  { "games", N_("Games"), FALSE },
  { "total", N_("Total"), FALSE },
  { "average", N_("Average"), FALSE },
  { "best_game", N_("Best game"), FALSE },
};

static const Column *
find_column (const char *member)
{
  for (guint i = 0; i < G_N_ELEMENTS (standings_columns); i++)
    if (g_str_equal (standings_columns[i].member, member))
      return &standings_columns[i];
  return NULL;
}

static gboolean
any_row_has (JsonArray  *rows,
             const char *member)
{
  guint n = rows != NULL ? json_array_get_length (rows) : 0;

  for (guint i = 0; i < n; i++)
    {
      JsonObject *row = hammer_json_element_object (rows, i);

      if (row != NULL && json_object_has_member (row, member))
        return TRUE;
    }
  return FALSE;
}

char *
hammer_tables_standings_csv (JsonArray              *standings,
                             const HammerCsvOptions *options)
{
  g_autoptr(GPtrArray) columns = g_ptr_array_new ();
  CsvWriter writer;
  guint n;

  g_return_val_if_fail (standings != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);

  /* A spreadsheet gets every figure there is; the reader hides what they
   * do not need, which is easier than finding what is missing. */
  for (guint c = 0; c < G_N_ELEMENTS (standings_columns); c++)
    if (c < 2 || any_row_has (standings, standings_columns[c].member))
      g_ptr_array_add (columns, (gpointer) &standings_columns[c]);

  csv_writer_init (&writer, options);
  for (guint c = 0; c < columns->len; c++)
    csv_text (&writer, _(((const Column *) g_ptr_array_index (columns, c))->header));
  csv_end_row (&writer);

  n = json_array_get_length (standings);
  for (guint r = 0; r < n; r++)
    {
      JsonObject *row = hammer_json_element_object (standings, r);

      if (row == NULL)
        continue;
      for (guint c = 0; c < columns->len; c++)
        {
          const Column *column = g_ptr_array_index (columns, c);

          /* The place as screens and paper show it: "3=" when shared. */
          if (g_str_equal (column->member, "place"))
            {
              g_autofree char *place = hammer_standings_line_place_text (row, FALSE);

              csv_text (&writer, place);
            }
          else
            csv_node (&writer, json_object_get_member (row, column->member));
        }
      csv_end_row (&writer);
    }
  return csv_writer_finish (&writer);
}

/* Results */

gboolean
hammer_tables_match_is_result (JsonObject *match)
{
  return match != NULL && !hammer_json_bool (match, "bye", FALSE) &&
         g_strcmp0 (hammer_json_string (match, "state"), "finished") == 0;
}

static guint
count_sides (JsonObject *match)
{
  JsonArray *names = hammer_json_array (match, "names");

  return names != NULL ? json_array_get_length (names) : 0;
}

static const char *
side_name (JsonObject *match,
           guint       side)
{
  JsonArray *names = hammer_json_array (match, "names");
  JsonNode *node;

  if (names == NULL || side >= json_array_get_length (names))
    return NULL;
  node = json_array_get_element (names, side);
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

static JsonNode *
array_element_or_null (JsonArray *array,
                       guint      index)
{
  if (array == NULL || index >= json_array_get_length (array))
    return NULL;
  return json_array_get_element (array, index);
}

/* An en dash, not a hyphen: spreadsheets read "16-0" as a date. */
char *
hammer_tables_format_game_scores (JsonObject *match)
{
  JsonArray *sides;
  guint n_sides;
  g_autofree JsonArray **points = NULL;
  g_autoptr(GString) text = NULL;
  guint n_games = 0;

  g_return_val_if_fail (match != NULL, NULL);

  sides = hammer_json_array (match, "game_points");
  n_sides = sides != NULL ? json_array_get_length (sides) : 0;
  points = g_new0 (JsonArray *, n_sides + 1);

  for (guint s = 0; s < n_sides; s++)
    {
      JsonNode *node = json_array_get_element (sides, s);

      if (JSON_NODE_HOLDS_ARRAY (node))
        points[s] = json_node_get_array (node);
      n_games = MAX (n_games, points[s] != NULL ? json_array_get_length (points[s]) : 0);
    }
  if (n_games == 0)
    return NULL;
  text = g_string_new (NULL);
  for (guint g = 0; g < n_games; g++)
    {
      if (g > 0)
        g_string_append (text, ", ");
      for (guint s = 0; s < n_sides; s++)
        {
          g_autofree char *number = format_number_node (array_element_or_null (points[s], g),
                                                        '.');

          if (s > 0)
            g_string_append (text, "–");
          g_string_append (text, number != NULL ? number : "?");
        }
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static const char *
winner_name (JsonObject *match)
{
  /* A sjoelbak card has one side, and no winner. */
  gint64 winner = count_sides (match) > 1 ? hammer_json_int (match, "winner", -1) : -1;

  return winner >= 0 && winner < G_MAXUINT ? side_name (match, (guint) winner) : NULL;
}

char *
hammer_tables_results_csv (JsonArray              *matches,
                           const HammerCsvOptions *options)
{
  CsvWriter writer;
  guint n_sides = 2;
  guint n;
  gboolean games_won = FALSE;

  g_return_val_if_fail (matches != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);

  /* One column per side, as many as the widest match; a sjoelbak series
   * has matches of one side, horse collar may have more than two. */
  n = json_array_get_length (matches);
  for (guint i = 0; i < n; i++)
    {
      JsonObject *match = hammer_json_element_object (matches, i);

      if (!hammer_tables_match_is_result (match))
        continue;
      n_sides = MAX (n_sides, count_sides (match));
      games_won |= json_object_has_member (match, "games_won");
    }
  /* A hostile document must not make a file of a million empty columns. */
  n_sides = MIN (n_sides, HAMMER_MAX_SIDES);

  csv_writer_init (&writer, options);
  /* The match's number within the event, as on the score sheets. */
  csv_text (&writer, _("Match"));
  csv_text (&writer, _("Round"));
  csv_text (&writer, _("Bracket"));
  csv_text (&writer, _("Board"));
  for (guint s = 0; s < n_sides; s++)
    {
      g_autofree char *header = g_strdup_printf (_("Side %u"), s + 1);
      csv_text (&writer, header);
    }
  if (games_won)
    for (guint s = 0; s < n_sides; s++)
      {
        g_autofree char *header = g_strdup_printf (_("Games won %u"), s + 1);
        csv_text (&writer, header);
      }
  for (guint s = 0; s < n_sides; s++)
    {
      g_autofree char *header = g_strdup_printf (_("Points %u"), s + 1);
      csv_text (&writer, header);
    }
  csv_text (&writer, _("Games"));
  csv_text (&writer, _("Winner"));
  csv_end_row (&writer);

  for (guint i = 0; i < n; i++)
    {
      JsonObject *match = hammer_json_element_object (matches, i);
      g_autofree char *scores = NULL;

      if (!hammer_tables_match_is_result (match))
        continue;
      csv_node (&writer, json_object_get_member (match, "number"));
      csv_node (&writer, json_object_get_member (match, "round"));
      csv_node (&writer, json_object_get_member (match, "bracket"));
      csv_node (&writer, json_object_get_member (match, "board"));
      for (guint s = 0; s < n_sides; s++)
        csv_text (&writer, side_name (match, s));
      if (games_won)
        for (guint s = 0; s < n_sides; s++)
          csv_node (&writer, array_element_or_null (hammer_json_array (match, "games_won"), s));
      for (guint s = 0; s < n_sides; s++)
        csv_node (&writer, array_element_or_null (hammer_json_array (match, "totals"), s));
      if (hammer_json_bool (match, "walkover", FALSE))
        /* TRANSLATORS: a walkover, in the games column of results. */
        csv_text (&writer, _("walkover"));
      else
        {
          scores = hammer_tables_format_game_scores (match);
          csv_text (&writer, scores);
        }
      csv_text (&writer, winner_name (match));
      csv_end_row (&writer);
    }
  return csv_writer_finish (&writer);
}

/* Players */

char *
hammer_tables_players_csv (GPtrArray              *players,
                           const HammerCsvOptions *options)
{
  CsvWriter writer;

  g_return_val_if_fail (players != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);

  csv_writer_init (&writer, options);
  /* TRANSLATORS: the headers of the players CSV file. `players import`
   * reads them back, and knows them in English, Dutch and German only:
   * "Naam", "Club", "Licentie", "E-mail", "Telefoon", "Gemiddelde",
   * "Actief"; "Name", "Verein", "Lizenz", "E-Mail", "Telefon",
   * "Durchschnitt", "Aktiv". Keep to such words. */
  csv_text (&writer, C_("players csv", "Name"));
  csv_text (&writer, C_("players csv", "Club"));
  csv_text (&writer, C_("players csv", "Licence"));
  csv_text (&writer, C_("players csv", "Email"));
  csv_text (&writer, C_("players csv", "Phone"));
  csv_text (&writer, C_("players csv", "Average"));
  csv_text (&writer, C_("players csv", "Active"));
  csv_end_row (&writer);

  for (guint i = 0; i < players->len; i++)
    {
      HammerPlayer *player = g_ptr_array_index (players, i);

      csv_text (&writer, hammer_player_get_name (player));
      csv_text (&writer, hammer_player_get_club_name (player));
      csv_text (&writer, hammer_player_get_licence (player));
      csv_text (&writer, hammer_player_get_email (player));
      csv_text (&writer, hammer_player_get_phone (player));
      if (hammer_player_has_average (player))
        {
          g_autofree char *average = format_decimal (hammer_player_get_average (player),
                                                     csv_decimal_mark (&writer));
          csv_raw_field (&writer, average);
        }
      else
        csv_raw_field (&writer, NULL);
      /* TRANSLATORS: the "Active" column of the players CSV file. `players
       * import` reads yes/no, ja/nee and ja/nein back; keep to those. */
      csv_text (&writer, hammer_player_get_active (player) ? C_("players csv", "yes")
                                                           : C_("players csv", "no"));
      csv_end_row (&writer);
    }
  return csv_writer_finish (&writer);
}

/* HTML */

static void
html_escape (GString    *out,
             const char *text)
{
  if (text == NULL)
    return;
  for (const char *p = text; *p != '\0'; p++)
    {
      switch (*p)
        {
        case '&': g_string_append (out, "&amp;"); break;
        case '<': g_string_append (out, "&lt;"); break;
        case '>': g_string_append (out, "&gt;"); break;
        case '"': g_string_append (out, "&quot;"); break;
        case '\'': g_string_append (out, "&#39;"); break;
        default: g_string_append_c (out, *p); break;
        }
    }
}

static const char page_style[] =
  ":root{color-scheme:light dark;--fg:#1c1c20;--bg:#fff;--muted:#5c5c66;--line:#d9d9de;"
  "--head:#f1f1f4;--win:#1a5e2a}\n"
  "@media (prefers-color-scheme:dark){:root{--fg:#ececf0;--bg:#1d1d21;--muted:#a5a5ad;"
  "--line:#3b3b42;--head:#2a2a30;--win:#8fd19e}}\n"
  "*{box-sizing:border-box}\n"
  "body{margin:0 auto;max-width:62rem;padding:1rem;color:var(--fg);background:var(--bg);"
  "font:16px/1.45 system-ui,-apple-system,\"Segoe UI\",Cantarell,Roboto,sans-serif}\n"
  "h1{font-size:1.6rem;margin:0 0 .25rem}\n"
  "h2{font-size:1.25rem;margin:2rem 0 .5rem}\n"
  "h3{font-size:1.05rem;margin:1.25rem 0 .35rem}\n"
  ".meta{color:var(--muted);margin:0 0 1.25rem}\n"
  ".scroll{overflow-x:auto;-webkit-overflow-scrolling:touch}\n"
  "table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}\n"
  "th,td{padding:.35rem .6rem;border-bottom:1px solid var(--line);text-align:left;"
  "white-space:nowrap}\n"
  "th{background:var(--head);font-weight:600}\n"
  "tbody th{background:none}\n"
  ".classes table{table-layout:fixed;min-width:34rem}\n"
  ".classes .name{width:40%}\n"
  ".num{text-align:right}\n"
  ".name{white-space:normal;min-width:8rem}\n"
  ".winner{font-weight:700;color:var(--win)}\n"
  ".games{color:var(--muted)}\n"
  ".fixtures{table-layout:fixed}\n"
  ".fixtures .name{width:70%}\n"
  "details{margin:.5rem 0}summary{cursor:pointer;color:var(--muted)}\n"
  "@media (max-width:30rem){body{padding:.6rem}th,td{padding:.3rem .35rem}.wide{display:none}"
  ".name{min-width:6rem}}\n"
  "footer{margin-top:2rem;color:var(--muted);font-size:.85rem}\n"
  "@media print{:root{color-scheme:light;--fg:#000;--bg:#fff;--muted:#333;--line:#888;"
  "--head:#e8e8e8;--win:#000}\n"
  "body{max-width:none;padding:0;font-size:10pt}\n"
  ".scroll{overflow:visible}\n"
  "th{print-color-adjust:exact;-webkit-print-color-adjust:exact}\n"
  "tr,h3,h4{break-inside:avoid}h2,h3,h4{break-after:avoid}\n"
  "@page{margin:15mm}}\n";

void
hammer_html_begin_page (GString    *out,
                        const char *title)
{
  g_return_if_fail (out != NULL);

  g_string_append (out, "<!DOCTYPE html>\n<html lang=\"");
  /* TRANSLATORS: the language code of this translation ("nl", "de"), for the
   * lang attribute of HTML pages, which tells screen readers and
   * hyphenation which language the page is in. */
  html_escape (out, C_("html lang", "en"));
  g_string_append (out, "\">\n<head>\n<meta charset=\"utf-8\">\n"
                        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                        "<meta name=\"generator\" content=\"Hammer " PACKAGE_VERSION "\">\n"
                        "<title>");
  html_escape (out, title);
  g_string_append (out, "</title>\n<style>\n");
  g_string_append (out, page_style);
  g_string_append (out, "</style>\n</head>\n<body>\n");
}

void
hammer_html_end_page (GString *out)
{
  g_return_if_fail (out != NULL);

  g_string_append (out, "<footer>");
  html_escape (out, _("Made with Hammer, the shuffleboard tournament manager."));
  g_string_append (out, "</footer>\n</body>\n</html>\n");
}

static void
html_figure_cell (GString    *out,
                  JsonNode   *node,
                  const char *tag)
{
  g_autofree char *number = format_number_node (node, html_decimal_mark ());

  g_string_append_printf (out, "<%s class=\"num\">", tag);
  /* A figure not there yet (a best game before the first game) is a dash,
   * as on screen and paper. */
  html_escape (out, number == NULL && node != NULL && JSON_NODE_HOLDS_NULL (node) ? "—" : number);
  g_string_append_printf (out, "</%s>", tag);
}

/* The figures behind the places, in the order the event breaks ties. */
static GPtrArray *
html_standings_columns (JsonObject *event,
                        JsonArray  *standings)
{
  static const struct
  {
    const char *tie_breaker;
    const char *member;
  } figures[] = {
    { "match-points", "match_points" },
    { "wins", "wins" },
    { "games-won", "games_won" },
    { "game-difference", "game_difference" },
    { "point-difference", "point_difference" },
    { "buchholz", "buchholz" },
    { "median-buchholz", "median_buchholz" },
    { "sonneborn-berger", "sonneborn_berger" },
    { "total-points", "total" },
    { "total-points", "points_for" },
    { "best-game", "best_game" },
  };
  static const char * const series[] = { "games", "total", "average", "best_game" };
  static const char * const matches[] = { "played", "wins", "draws", "losses" };
  static const char * const fallback[] = {
    "match-points", "game-difference", "point-difference",
  };
  GPtrArray *columns = g_ptr_array_new ();
  JsonArray *tie_breakers = hammer_json_array (hammer_json_object (event, "settings"),
                                             "tie_breakers");
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  gboolean is_series = any_row_has (standings, "total") && !any_row_has (standings, "wins");

  g_ptr_array_add (columns, (gpointer) find_column ("place"));
  g_ptr_array_add (columns, (gpointer) find_column ("name"));
  if (any_row_has (standings, "class"))
    g_ptr_array_add (columns, (gpointer) find_column ("class"));

  /* A knockout has no draws. */
  if (is_series)
    for (guint i = 0; i < G_N_ELEMENTS (series); i++)
      g_ptr_array_add (columns, (gpointer) find_column (series[i]));
  else
    for (guint i = 0; i < G_N_ELEMENTS (matches); i++)
      if (any_row_has (standings, matches[i]))
        g_ptr_array_add (columns, (gpointer) find_column (matches[i]));

  for (guint i = 0; tie_breakers != NULL && i < json_array_get_length (tie_breakers); i++)
    {
      JsonNode *node = json_array_get_element (tie_breakers, i);

      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
        g_ptr_array_add (names, (gpointer) json_node_get_string (node));
    }
  if (names->len == 0)
    for (guint i = 0; i < G_N_ELEMENTS (fallback); i++)
      g_ptr_array_add (names, (gpointer) fallback[i]);

  for (guint n = 0; n < names->len; n++)
    for (guint f = 0; f < G_N_ELEMENTS (figures); f++)
      {
        const Column *column;

        if (!g_str_equal (figures[f].tie_breaker, g_ptr_array_index (names, n)) ||
            !any_row_has (standings, figures[f].member))
          continue;
        column = find_column (figures[f].member);
        if (!g_ptr_array_find (columns, column, NULL))
          g_ptr_array_add (columns, (gpointer) column);
        break;
      }
  return columns;
}

static void
html_standings (GString    *out,
                JsonObject *event,
                JsonArray  *standings)
{
  g_autoptr(GPtrArray) columns = html_standings_columns (event, standings);
  guint n = json_array_get_length (standings);

  g_string_append_printf (out, "<section>\n<h2>%s</h2>\n", _("Standings"));
  if (n == 0)
    {
      g_string_append_printf (out, "<p>%s</p>\n</section>\n", _("No entrants yet."));
      return;
    }
  g_string_append (out, "<div class=\"scroll\"><table>\n<thead><tr>");
  for (guint c = 0; c < columns->len; c++)
    {
      const Column *column = g_ptr_array_index (columns, c);

      g_string_append_printf (out, "<th scope=\"col\"%s>", column->text ? "" : " class=\"num\"");
      html_escape (out, _(column->header));
      g_string_append (out, "</th>");
    }
  g_string_append (out, "</tr></thead>\n<tbody>\n");
  for (guint r = 0; r < n; r++)
    {
      JsonObject *row = hammer_json_element_object (standings, r);

      if (row == NULL)
        continue;
      g_string_append (out, "<tr>");
      for (guint c = 0; c < columns->len; c++)
        {
          const Column *column = g_ptr_array_index (columns, c);
          JsonNode *node = json_object_get_member (row, column->member);

          if (g_str_equal (column->member, "place"))
            {
              g_autofree char *place = hammer_standings_line_place_text (row, FALSE);

              g_string_append (out, "<td class=\"num\">");
              html_escape (out, place);
              g_string_append (out, "</td>");
            }
          else if (column->text)
            {
              const char *tag = g_str_equal (column->member, "name") ? "th" : "td";

              g_string_append_printf (out, "<%s%s>", tag,
                                      g_str_equal (tag, "th") ? " scope=\"row\" class=\"name\"" : "");
              if (node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
                  json_node_get_value_type (node) == G_TYPE_STRING)
                html_escape (out, json_node_get_string (node));
              g_string_append_printf (out, "</%s>", tag);
            }
          else
            html_figure_cell (out, node, "td");
        }
      g_string_append (out, "</tr>\n");
    }
  g_string_append (out, "</tbody>\n</table></div>\n</section>\n");
}

static char *
round_title (const char *bracket,
             guint       round)
{
  if (bracket == NULL || g_str_equal (bracket, "round-robin") || g_str_equal (bracket, "swiss") ||
      g_str_equal (bracket, "series"))
    return g_strdup_printf (_("Round %u"), round);
  if (g_str_equal (bracket, "winners"))
    return g_strdup_printf (_("Winners' bracket, round %u"), round);
  if (g_str_equal (bracket, "losers"))
    return g_strdup_printf (_("Losers' bracket, round %u"), round);
  if (g_str_equal (bracket, "final"))
    return g_strdup (_("Final"));
  if (g_str_equal (bracket, "final-reset"))
    return g_strdup (_("Final, second match"));
  if (g_str_equal (bracket, "third-place"))
    return g_strdup (_("Match for third place"));
  /* Groups are named by letters: A, B, …, AA. */
  return g_strdup_printf (_("Group %s, round %u"), bracket, round);
}

static void
html_result (GString    *out,
             JsonObject *match)
{
  guint n_sides = MIN (count_sides (match), HAMMER_MAX_SIDES);
  /* A sjoelbak card has one side: its score is its total, and nobody won
   * against anybody. */
  gint64 winner = n_sides > 1 ? hammer_json_int (match, "winner", -1) : -1;
  JsonArray *won = hammer_json_array (match, "games_won");
  JsonArray *totals = hammer_json_array (match, "totals");
  JsonArray *figures = won != NULL && n_sides > 1 ? won : totals;
  g_autofree char *scores = hammer_tables_format_game_scores (match);
  g_autofree char *match_number = format_number_node (json_object_get_member (match, "number"),
                                                      '.');

  g_string_append (out, "<tr><td class=\"num\">");
  html_escape (out, match_number);
  g_string_append (out, "</td><td class=\"name\">");
  for (guint s = 0; s < n_sides; s++)
    {
      if (s > 0)
        g_string_append (out, " – ");
      if ((gint64) s == winner)
        g_string_append (out, "<span class=\"winner\">");
      html_escape (out, side_name (match, s));
      if ((gint64) s == winner)
        g_string_append (out, "</span>");
    }
  g_string_append (out, "</td><td class=\"num\">");
  if (hammer_json_bool (match, "walkover", FALSE))
    html_escape (out, _("walkover"));
  else
    for (guint s = 0; figures != NULL && s < json_array_get_length (figures) && s < n_sides; s++)
      {
        g_autofree char *number = format_number_node (json_array_get_element (figures, s),
                                                      html_decimal_mark ());
        if (s > 0)
          g_string_append (out, "–");
        html_escape (out, number);
      }
  g_string_append (out, "</td><td class=\"games\">");
  html_escape (out, scores);
  g_string_append (out, "</td></tr>\n");
}

static void
html_results (GString   *out,
              JsonArray *matches)
{
  g_autoptr(GPtrArray) order = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  guint n = json_array_get_length (matches);

  /* Rounds in the order they first appear in the draw, so a double
   * elimination reads winners and losers round by round as played. */
  for (guint i = 0; i < n; i++)
    {
      JsonObject *match = hammer_json_element_object (matches, i);
      char *key;

      if (!hammer_tables_match_is_result (match))
        continue;
      key = g_strdup_printf ("%" G_GINT64_FORMAT "\x1f%s", hammer_json_int (match, "round", 0),
                             hammer_json_string (match, "bracket") ?: "");
      if (g_hash_table_contains (seen, key))
        {
          g_free (key);
          continue;
        }
      g_hash_table_add (seen, key);
      g_ptr_array_add (order, key);
    }

  g_string_append_printf (out, "<section>\n<h2>%s</h2>\n", _("Results"));
  if (order->len == 0)
    g_string_append_printf (out, "<p>%s</p>\n", _("No results yet."));

  for (guint k = 0; k < order->len; k++)
    {
      const char *key = g_ptr_array_index (order, k);
      g_autofree char *title = NULL;
      gboolean first = TRUE;

      for (guint i = 0; i < n; i++)
        {
          JsonObject *match = hammer_json_element_object (matches, i);
          g_autofree char *match_key = NULL;

          if (!hammer_tables_match_is_result (match))
            continue;
          match_key = g_strdup_printf ("%" G_GINT64_FORMAT "\x1f%s",
                                       hammer_json_int (match, "round", 0),
                                       hammer_json_string (match, "bracket") ?: "");
          if (!g_str_equal (key, match_key))
            continue;
          if (first)
            {
              title = round_title (hammer_json_string (match, "bracket"),
                                   hammer_json_int (match, "round", 0));
              g_string_append (out, "<h3>");
              html_escape (out, title);
              g_string_append (out, "</h3>\n<div class=\"scroll\"><table>\n<thead><tr>");
              /* TRANSLATORS: the heading of the column of match numbers,
               * short for “number”; the next column, “Match”, names the
               * sides. */
              g_string_append_printf (out, "<th scope=\"col\" class=\"num\">%s</th>",
                                      C_("match number", "No."));
              g_string_append_printf (out, "<th scope=\"col\">%s</th>", _("Match"));
              g_string_append_printf (out, "<th scope=\"col\" class=\"num\">%s</th>", _("Score"));
              g_string_append_printf (out, "<th scope=\"col\">%s</th>", _("Games"));
              g_string_append (out, "</tr></thead>\n<tbody>\n");
              first = FALSE;
            }
          html_result (out, match);
        }
      g_string_append (out, "</tbody>\n</table></div>\n");
    }
  g_string_append (out, "</section>\n");
}

static char *
format_date (const char *iso)
{
  int year, month, day;
  char tail;
  g_autoptr(GDateTime) date = NULL;

  if (iso == NULL || sscanf (iso, "%4d-%2d-%2d%c", &year, &month, &day, &tail) != 3 ||
      !g_date_valid_dmy (day, month, year) ||
      !(date = g_date_time_new_utc (year, month, day, 12, 0, 0)))
    return g_strdup (iso);
  /* TRANSLATORS: the date of an event on its HTML page; see
   * g_date_time_format(); "%-d" is the day without padding. Dutch and
   * German: "%-d %B %Y". */
  return g_strstrip (g_date_time_format (date, C_("event date", "%B %-d, %Y")));
}

char *
hammer_tables_event_html (JsonObject *event,
                          JsonArray  *standings,
                          JsonArray  *matches)
{
  g_autoptr(GString) out = g_string_new (NULL);
  const char *name, *date, *venue;
  g_autofree char *pretty_date = NULL;

  g_return_val_if_fail (event != NULL, NULL);
  g_return_val_if_fail (standings != NULL, NULL);
  g_return_val_if_fail (matches != NULL, NULL);

  name = hammer_json_string (event, "name");
  date = hammer_json_string (event, "date");
  venue = hammer_json_string (event, "venue");
  if (name == NULL)
    name = _("Event");

  hammer_html_begin_page (out, name);
  g_string_append (out, "<header>\n<h1>");
  html_escape (out, name);
  g_string_append (out, "</h1>\n");
  if (date != NULL || venue != NULL)
    {
      pretty_date = format_date (date);
      g_string_append (out, "<p class=\"meta\">");
      if (date != NULL)
        {
          g_string_append (out, "<time datetime=\"");
          html_escape (out, date);
          g_string_append (out, "\">");
          html_escape (out, pretty_date);
          g_string_append (out, "</time>");
        }
      if (date != NULL && venue != NULL)
        g_string_append (out, " · ");
      html_escape (out, venue);
      g_string_append (out, "</p>\n");
    }
  g_string_append (out, "</header>\n<main>\n");
  html_standings (out, event, standings);
  html_results (out, matches);
  g_string_append (out, "</main>\n");
  hammer_html_end_page (out);

  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* Seasons of club nights */

typedef struct
{
  const char *member;
  char       *header;  /* translated */
  gboolean    text;
} SeasonColumn;

static void
season_column_free (gpointer data)
{
  SeasonColumn *column = data;

  g_free (column->header);
  g_free (column);
}

static void
season_columns_add (GPtrArray  *columns,
                    const char *member,
                    const char *header,
                    gboolean    text)
{
  SeasonColumn *column = g_new0 (SeasonColumn, 1);

  column->member = member;
  column->header = g_strdup (header);
  column->text = text;
  g_ptr_array_add (columns, column);
}

static const char *const season_rankings[] = { "total", "average", "points", "best4" };

static JsonObject *
season_document (JsonNode  *document,
                 GError   **error)
{
  JsonObject *season = document != NULL && JSON_NODE_HOLDS_OBJECT (document)
                         ? json_node_get_object (document) : NULL;

  if (season == NULL || g_strcmp0 (hammer_json_string (season, "format"), "hammer-season") != 0 ||
      hammer_json_string (season, "name") == NULL)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("This is not a season document of Hammer"));
      return NULL;
    }
  return season;
}

static gboolean
season_ranking_key (const char  *by,
                    const char **key,
                    GError     **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (season_rankings); i++)
    if (g_strcmp0 (by != NULL ? by : "total", season_rankings[i]) == 0)
      {
        *key = season_rankings[i];
        return TRUE;
      }
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
               _("“%s” is not a ranking; use total, average, points or best4"), by);
  return FALSE;
}

/* The columns of the standings by @key. */
static GPtrArray *
season_standings_columns (const char *key)
{
  GPtrArray *columns = g_ptr_array_new_with_free_func (season_column_free);
  gboolean points = g_str_equal (key, "points");
  gboolean best4 = g_str_equal (key, "best4");

  season_columns_add (columns, "place", _("Place"), FALSE);
  season_columns_add (columns, "name", _("Name"), TRUE);
  season_columns_add (columns, points ? "points" : "total",
                      points ? _("Points") : best4 ? _("Sum of series") : _("Total"), FALSE);
  season_columns_add (columns, best4 ? "series" : "games", best4 ? _("Series") : _("Games"),
                      FALSE);
  /* TRANSLATORS: a column of the best-4-series standings: the average
   * series. */
  season_columns_add (columns, "average", best4 ? _("Per series") : _("Average"), FALSE);
  return columns;
}

static GPtrArray *
season_averages_columns (JsonObject *season)
{
  GPtrArray *columns = g_ptr_array_new_with_free_func (season_column_free);
  g_autofree char *last = g_strdup_printf (_("Last %" PRId64),
                                           hammer_json_int (season, "last_games", 10));

  season_columns_add (columns, "class", _("Class"), TRUE);
  season_columns_add (columns, "name", _("Name"), TRUE);
  season_columns_add (columns, "games", _("Games"), FALSE);
  season_columns_add (columns, "total", _("Total"), FALSE);
  season_columns_add (columns, "average", _("Season average"), FALSE);
  season_columns_add (columns, "last_average", last, FALSE);
  return columns;
}

static void
season_csv_rows (CsvWriter *writer,
                 GPtrArray *columns,
                 JsonArray *rows)
{
  for (guint c = 0; c < columns->len; c++)
    csv_text (writer, ((SeasonColumn *) g_ptr_array_index (columns, c))->header);
  csv_end_row (writer);
  for (guint r = 0; rows != NULL && r < json_array_get_length (rows); r++)
    {
      JsonObject *row = hammer_json_element_object (rows, r);

      if (row == NULL)
        continue;
      for (guint c = 0; c < columns->len; c++)
        {
          const SeasonColumn *column = g_ptr_array_index (columns, c);

          if (g_str_equal (column->member, "place"))
            {
              g_autofree char *place = hammer_standings_line_place_text (row, FALSE);

              csv_text (writer, place);
            }
          else
            csv_node (writer, json_object_get_member (row, column->member));
        }
      csv_end_row (writer);
    }
}

static JsonObject *
season_find_night (JsonObject  *season,
                   const char  *date,
                   GError     **error)
{
  JsonArray *nights = hammer_json_array (season, "nights");
  guint n = nights != NULL ? json_array_get_length (nights) : 0;

  if (n == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("Season %s has no club nights yet"), hammer_json_string (season, "name"));
      return NULL;
    }
  if (date == NULL)
    return hammer_json_element_object (nights, n - 1);
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (hammer_json_string (hammer_json_element_object (nights, i), "date"), date) == 0)
      return hammer_json_element_object (nights, i);
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
               _("Season %s has no club night on %s"), hammer_json_string (season, "name"), date);
  return NULL;
}

char *
hammer_tables_season_csv (JsonNode               *document,
                          const char             *what,
                          const char             *by,
                          const HammerCsvOptions *options,
                          GError                **error)
{
  JsonObject *season;
  CsvWriter writer;

  g_return_val_if_fail (what != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);

  if (!(season = season_document (document, error)))
    return NULL;

  if (g_str_equal (what, "standings"))
    {
      g_autoptr(GPtrArray) columns = NULL;
      const char *key;

      if (!season_ranking_key (by, &key, error))
        return NULL;
      columns = season_standings_columns (key);
      csv_writer_init (&writer, options);
      season_csv_rows (&writer, columns,
                       hammer_json_array (hammer_json_object (season, "standings"), key));
      return csv_writer_finish (&writer);
    }
  if (g_str_equal (what, "averages"))
    {
      g_autoptr(GPtrArray) columns = season_averages_columns (season);

      csv_writer_init (&writer, options);
      season_csv_rows (&writer, columns, hammer_json_array (season, "members"));
      return csv_writer_finish (&writer);
    }
  if (g_str_equal (what, "night"))
    {
      JsonObject *night = season_find_night (season, by, error);
      JsonArray *ranking;
      gint64 n_games = hammer_json_int (season, "games_per_night", 10);

      if (night == NULL)
        return NULL;
      ranking = hammer_json_array (night, "ranking");
      csv_writer_init (&writer, options);
      csv_text (&writer, _("Date"));
      csv_text (&writer, _("Place"));
      csv_text (&writer, _("Name"));
      for (gint64 g = 0; g < n_games; g++)
        {
          g_autofree char *header = g_strdup_printf (_("Game %" PRId64), g + 1);

          csv_text (&writer, header);
        }
      csv_text (&writer, _("Total"));
      csv_text (&writer, _("Average"));
      csv_text (&writer, _("Average before"));
      csv_text (&writer, _("Points"));
      csv_end_row (&writer);
      for (guint r = 0; ranking != NULL && r < json_array_get_length (ranking); r++)
        {
          JsonObject *row = hammer_json_element_object (ranking, r);
          JsonArray *games = hammer_json_array (row, "games");

          if (row == NULL)
            continue;
          g_autofree char *place = hammer_standings_line_place_text (row, FALSE);

          csv_text (&writer, hammer_json_string (night, "date"));
          csv_text (&writer, place);
          csv_node (&writer, json_object_get_member (row, "name"));
          for (gint64 g = 0; g < n_games; g++)
            csv_node (&writer, array_element_or_null (games, (guint) g));
          csv_node (&writer, json_object_get_member (row, "total"));
          csv_node (&writer, json_object_get_member (row, "average"));
          csv_node (&writer, json_object_get_member (row, "average_before"));
          csv_node (&writer, json_object_get_member (row, "points"));
          csv_end_row (&writer);
        }
      return csv_writer_finish (&writer);
    }

  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
               _("“%s” is not a kind of season table; use night, averages or standings"), what);
  return NULL;
}

static void
html_season_table (GString    *out,
                   GPtrArray  *columns,
                   JsonArray  *rows,
                   guint       first,
                   guint       end)
{
  g_string_append (out, "<div class=\"scroll\"><table>\n<thead><tr>");
  for (guint c = 0; c < columns->len; c++)
    {
      const SeasonColumn *column = g_ptr_array_index (columns, c);

      g_string_append_printf (out, "<th scope=\"col\"%s>",
                              !column->text ? " class=\"num\""
                              : g_str_equal (column->member, "name") ? " class=\"name\"" : "");
      html_escape (out, column->header);
      g_string_append (out, "</th>");
    }
  g_string_append (out, "</tr></thead>\n<tbody>\n");
  for (guint r = first; r < end; r++)
    {
      JsonObject *row = hammer_json_element_object (rows, r);

      if (row == NULL)
        continue;
      g_string_append (out, "<tr>");
      for (guint c = 0; c < columns->len; c++)
        {
          const SeasonColumn *column = g_ptr_array_index (columns, c);
          JsonNode *node = json_object_get_member (row, column->member);

          if (column->text)
            {
              gboolean name = g_str_equal (column->member, "name");

              g_string_append (out, name ? "<th scope=\"row\" class=\"name\">" : "<td>");
              if (node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
                  json_node_get_value_type (node) == G_TYPE_STRING)
                html_escape (out, json_node_get_string (node));
              g_string_append (out, name ? "</th>" : "</td>");
            }
          else if (g_str_equal (column->member, "place"))
            {
              g_autofree char *place = hammer_standings_line_place_text (row, FALSE);

              g_string_append (out, "<td class=\"num\">");
              html_escape (out, place);
              g_string_append (out, "</td>");
            }
          else
            html_figure_cell (out, node, "td");
        }
      g_string_append (out, "</tr>\n");
    }
  g_string_append (out, "</tbody>\n</table></div>\n");
}

static void
html_season_standings (GString    *out,
                       JsonObject *season,
                       const char *key)
{
  g_autoptr(GPtrArray) columns = season_standings_columns (key);
  JsonArray *rows = hammer_json_array (hammer_json_object (season, "standings"), key);
  guint n = rows != NULL ? json_array_get_length (rows) : 0;
  const char *title = g_str_equal (key, "average") ? _("Standings by average")
                    : g_str_equal (key, "points") ? _("Points competition")
                    : g_str_equal (key, "best4") ? _("Best 4 series")
                    : _("Standings by total");

  g_string_append (out, "<section>\n<h2>");
  html_escape (out, title);
  g_string_append (out, "</h2>\n");
  if (n == 0)
    {
      g_string_append (out, "<p>");
      html_escape (out, _("No games played yet."));
      g_string_append (out, "</p>\n</section>\n");
      return;
    }
  html_season_table (out, columns, rows, 0, n);
  g_string_append (out, "</section>\n");
}

static void
html_season_averages (GString    *out,
                      JsonObject *season)
{
  g_autoptr(GPtrArray) columns = season_averages_columns (season);
  JsonArray *rows = hammer_json_array (season, "members");
  guint n = rows != NULL ? json_array_get_length (rows) : 0;
  g_autofree char *note = NULL;
  guint start = 0;

  /* The class is the heading of its group, so not a column too. */
  g_ptr_array_remove_index (columns, 0);
  g_string_append (out, "<section class=\"classes\">\n<h2>");
  html_escape (out, _("Averages"));
  g_string_append (out, "</h2>\n<p class=\"meta\">");
  note = g_strdup_printf (_("Classes as they stand on %s; an average exactly on a class's "
                            "limit belongs to that class."),
                          hammer_json_string (season, "class_date"));
  html_escape (out, note);
  g_string_append (out, "</p>\n");
  while (start < n)
    {
      const char *klass = hammer_json_string (hammer_json_element_object (rows, start), "class");
      g_autofree char *heading = klass != NULL ? g_strdup_printf (_("Class %s"), klass)
                                               : g_strdup (_("No class yet"));
      guint end = start + 1;

      while (end < n &&
             g_strcmp0 (hammer_json_string (hammer_json_element_object (rows, end), "class"),
                        klass) == 0)
        end++;
      g_string_append (out, "<h3>");
      html_escape (out, heading);
      g_string_append (out, "</h3>\n");
      html_season_table (out, columns, rows, start, end);
      start = end;
    }
  g_string_append (out, "</section>\n");
}

char *
hammer_tables_season_html (JsonNode    *document,
                           const char  *what,
                           const char  *by,
                           GError     **error)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *meta = NULL;
  JsonObject *season;
  const char *name;
  const char *key = "total";

  g_return_val_if_fail (what != NULL, NULL);

  if (!(season = season_document (document, error)) ||
      !season_ranking_key (by, &key, error))
    return NULL;
  if (!g_str_equal (what, "standings") && !g_str_equal (what, "averages") &&
      !g_str_equal (what, "report"))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” is not a kind of season web page; use averages, standings or "
                     "report"), what);
      return NULL;
    }
  name = hammer_json_string (season, "name");

  hammer_html_begin_page (out, name);
  g_string_append (out, "<header>\n<h1>");
  html_escape (out, name);
  g_string_append (out, "</h1>\n<p class=\"meta\">");
  {
    JsonArray *nights = hammer_json_array (season, "nights");
    guint n_nights = nights != NULL ? json_array_get_length (nights) : 0;

    /* TRANSLATORS: under the name of a season on its web page: the first and
     * last day of the season and the number of club nights so far. */
    meta = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Club nights %s to %s · %u night",
                                         "Club nights %s to %s · %u nights", n_nights),
                            hammer_json_string (season, "start"),
                            hammer_json_string (season, "end"), n_nights);
  }
  html_escape (out, meta);
  g_string_append (out, "</p>\n</header>\n<main>\n");

  if (g_str_equal (what, "standings"))
    {
      html_season_standings (out, season, key);
      html_season_averages (out, season);
    }
  else if (g_str_equal (what, "averages"))
    html_season_averages (out, season);
  else
    {
      for (guint i = 0; i < G_N_ELEMENTS (season_rankings); i++)
        html_season_standings (out, season, season_rankings[i]);
      html_season_averages (out, season);
    }

  g_string_append (out, "</main>\n");
  hammer_html_end_page (out);

  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* For the other tables of the core (hammer-tables-private.h). */

void
hammer_csv_writer_init (HammerCsvWriter        *writer,
                        const HammerCsvOptions *options)
{
  g_return_if_fail (writer != NULL && options != NULL);
  csv_writer_init (writer, options);
}

void
hammer_csv_writer_text (HammerCsvWriter *writer,
                        const char      *text)
{
  csv_text (writer, text);
}

void
hammer_csv_writer_node (HammerCsvWriter *writer,
                        JsonNode        *node)
{
  csv_node (writer, node);
}

void
hammer_csv_writer_int (HammerCsvWriter *writer,
                       gint64           value)
{
  g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, value);

  csv_raw_field (writer, text);
}

void
hammer_csv_writer_end_row (HammerCsvWriter *writer)
{
  csv_end_row (writer);
}

char *
hammer_csv_writer_finish (HammerCsvWriter *writer)
{
  return csv_writer_finish (writer);
}

void
hammer_html_escape (GString    *out,
                    const char *text)
{
  html_escape (out, text);
}

char *
hammer_html_format_number (JsonNode *node)
{
  return format_number_node (node, html_decimal_mark ()) ?: g_strdup ("");
}

char *
hammer_html_format_date (const char *iso)
{
  return format_date (iso);
}
