/* cross-table.js — the cross-table of a round robin on the hall page, and
 * one per group of a group stage, from the hall's JSON ("cross_tables"):
 * a row and a column for each entrant, in each cell the row's result
 * against the column's (one per leg), and at the end of each row the
 * figures and the place the core counts.
 *
 * Loaded after hammer.js, whose helpers it uses. Translatable strings are
 * marked with _() around a plain double-quoted literal, no escapes:
 * xgettext and the server (hammer-web-pages.c) both read them from this
 * file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
"use strict";

/* A hall screen shows the tables of at most this many entrants: a larger
 * one cannot be read from across the hall, and the standings say the
 * same. A phone shows every table, scrolling. */
const CROSS_DISPLAY_ROWS = 20;

/* One leg as the row's entrant saw it: "7–4", "w/o", or "" before it is
 * played. */
function legText(leg) {
  if (leg.walkover)
    return leg.won ? _("w/o won") : _("w/o lost");
  if (Array.isArray(leg.score))
    return leg.score.join("–");
  return "";
}

function crossCell(row, column, legs) {
  const cell = element("td", "cell");
  if (legs.length === 0)
    return cell;
  const texts = [];
  for (const leg of legs) {
    const text = legText(leg);
    const className = leg.won === true ? "leg win" : leg.won === false ? "leg loss"
                      : leg.finished ? "leg draw" : "leg open";
    if (cell.children.length > 0)
      cell.append(" ");
    cell.append(element("span", className, text || "·"));
    if (text)
      texts.push(text);
  }
  /* Hovering, and a screen reader: who against whom. */
  cell.title = texts.length > 0
    ? fmt(_("%s against %s: %s"), isolated(row.name), isolated(column.name), texts.join(", "))
    : fmt(_("%s against %s: not played yet"), isolated(row.name), isolated(column.name));
  return cell;
}

function figureCell(row, field) {
  const value = row[field];
  if (field === "place_label")
    return element("td", "figure place", typeof value === "string" ? value : "");
  return element("td", "figure", typeof value === "number" ? number(value,
                                                                    Number.isInteger(value)
                                                                    ? 0 : 1) : "");
}

function crossTable(table, draws) {
  const box = element("div", "cross-table-box");
  if (table.group)
    box.append(element("h3", "cross-group", fmt(_("Group %s"), table.group)));
  const scroll = element("div", "table-scroll");
  const grid = element("table", "cross-table");
  const head = element("tr");
  const rows = Array.isArray(table.rows) ? table.rows : [];
  const figures = [["played", _("Played")], ["wins", _("Won")]];
  if (draws)
    figures.push(["draws", _("Drawn")]);
  figures.push(["losses", _("Lost")], ["match_points", _("Points")], ["place_label", _("Place")]);
  head.append(element("th", "number", "#"), element("th", "name", _("Name")));
  rows.forEach((row, c) => {
    const cell = element("th", "column", String(c + 1));
    cell.title = row.name || "";
    head.append(cell);
  });
  for (const [, heading] of figures)
    head.append(element("th", "figure", heading));
  for (const cell of head.children)
    cell.scope = "col";
  const thead = element("thead");
  thead.append(head);
  const body = element("tbody");
  rows.forEach((row, r) => {
    const line = element("tr");
    const name = element("th", "name");
    name.scope = "row";
    name.append(nameElement(row.name || ""));
    line.append(element("td", "number", String(r + 1)), name);
    const cells = Array.isArray(row.cells) ? row.cells : [];
    rows.forEach((column, c) => {
      if (c === r)
        line.append(element("td", "cell diagonal"));
      else
        line.append(crossCell(row, column, Array.isArray(cells[c]) ? cells[c] : []));
    });
    for (const [field] of figures)
      line.append(figureCell(row, field));
    body.append(line);
  });
  grid.append(thead, body);
  scroll.append(grid);
  box.append(scroll);
  return box;
}

/* Draws @tables (the hall JSON's "cross_tables") in #cross-tables; @draws:
 * whether a match can end drawn. */
function renderCrossTables(tables, draws) {
  const section = $("cross-section");
  const room = $("cross-tables");
  if (!section || !room)
    return;
  const display = document.documentElement.classList.contains("display");
  const shown = (Array.isArray(tables) ? tables : []).filter(
    (table) => !display || (Array.isArray(table.rows) && table.rows.length <= CROSS_DISPLAY_ROWS));
  $("cross-heading").textContent = _("Cross-table");
  room.replaceChildren(...shown.map((table) => crossTable(table, draws)));
  section.hidden = shown.length === 0;
}
