/* hammer-html-page.c — the web pages Hammer writes: the page around the
 * tables, its style, and text and figures made safe for it
 *
 * HTML goes onto club websites, often pasted into a content system by
 * someone who cannot check it, so the page depends on nothing: one file,
 * inline CSS, no scripts, no fonts or images from elsewhere. Every text from
 * the event is escaped, names included, since anyone may enter a name.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <stdio.h>

#include "hammer-score-text.h"
#include "hammer-places.h"
#include "io/hammer-tables-writer.h"

/* The decimal mark of the page's language. */
static char
html_decimal_mark (void)
{
  return hammer_i18n_decimal_mark ();
}

void
hammer_html_escape (GString    *out,
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
  hammer_html_escape (out, C_("html lang", "en"));
  g_string_append (out, "\">\n<head>\n<meta charset=\"utf-8\">\n"
                        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                        "<meta name=\"generator\" content=\"Hammer " PACKAGE_VERSION "\">\n"
                        "<title>");
  hammer_html_escape (out, title);
  g_string_append (out, "</title>\n<style>\n");
  g_string_append (out, page_style);
  g_string_append (out, "</style>\n</head>\n<body>\n");
}

void
hammer_html_end_page (GString *out)
{
  g_return_if_fail (out != NULL);

  g_string_append (out, "<footer>");
  hammer_html_escape (out, _("Made with Hammer, the shuffleboard tournament manager."));
  g_string_append (out, "</footer>\n</body>\n</html>\n");
}

void
hammer_html_figure_cell (GString    *out,
                         JsonNode   *node,
                         const char *tag)
{
  g_autofree char *number = hammer_tables_format_number (node, html_decimal_mark ());

  g_string_append_printf (out, "<%s class=\"num\">", tag);
  /* A figure not there yet (a best game before the first game) is a dash,
   * as on screen and paper. */
  hammer_html_escape (out, number == NULL && node != NULL && JSON_NODE_HOLDS_NULL (node) ? "—"
                                                                                   : number);
  g_string_append_printf (out, "</%s>", tag);
}

void
hammer_html_place_cell (GString    *out,
                        JsonObject *line)
{
  g_autofree char *place = hammer_standings_line_place_text (line, FALSE);

  g_string_append (out, "<td class=\"num\">");
  hammer_html_escape (out, place);
  g_string_append (out, "</td>");
}

char *
hammer_html_format_date (const char *iso)
{
  return hammer_i18n_format_date (iso);
}

char *
hammer_html_standings_figure (const HammerStandingsColumn *column,
                              JsonObject                  *line)
{
  return hammer_number_text (hammer_tables_standings_figure (column, line,
                                                             html_decimal_mark ()));
}

char *
hammer_html_format_fixed (JsonNode *node,
                          guint     decimals)
{
  return hammer_tables_format_fixed (node, decimals, html_decimal_mark ());
}

char *
hammer_html_format_number (JsonNode *node)
{
  return hammer_tables_format_number (node, html_decimal_mark ()) ?: g_strdup ("");
}
