/* bracket.js — the bracket of a knock-out event on the hall page, drawn
 * as SVG from the hall's JSON ("bracket").
 *
 * The server lays the bracket out as the desk's bracket view does (boxes,
 * column headings and the lines between them, in its units); this file
 * only draws it, again after every change the page hears of, so a result
 * moves its winner on without a reload. Names go in as text, never as
 * markup, and a name too long for its box is cut short with "…", whole in
 * its tooltip. On a hall screen the drawing is scaled to fit the screen as
 * far as it stays legible; on a phone it keeps its size and scrolls in its
 * box.
 *
 * Loaded after hammer.js, whose helpers it uses. Translatable strings are
 * marked with _() around a plain double-quoted literal, no escapes:
 * xgettext and the server (hammer-web-pages.c) both read them from this
 * file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
"use strict";

const SVG_NS = "http://www.w3.org/2000/svg";
/* The largest and the smallest scale of the drawing: larger is no easier
 * to read across a hall; smaller is not legible (a phone scrolls). */
const BRACKET_MAX_SCALE = 1.6;
const BRACKET_MIN_SCALE = 0.6;
const BRACKET_MIN_SCALE_PHONE = 0.9;

const bracketShown = { data: null };

function svgNode(tag, attributes, text) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes || {}))
    node.setAttribute(name, String(value));
  if (text !== undefined && text !== null)
    node.textContent = String(text);
  return node;
}

/* Who a side will be while nobody is known: "Winner of match 12". */
function sideFromText(from) {
  if (!from)
    return "";
  if (from.kind === "winner")
    return fmt(_("Winner of match %u"), from.number);
  if (from.kind === "loser")
    return fmt(_("Loser of match %u"), from.number);
  if (from.kind === "group")
    return fmt(_("Group %s, place %d"), from.group, from.place);
  if (from.kind === "bye")
    return _("Bye");
  return "";
}

/* Shortens @node's text with "…" until it is at most @room wide. */
function fitText(node, room) {
  const whole = node.textContent;
  if (room <= 0 || node.getComputedTextLength() <= room)
    return;
  let low = 0;
  let high = whole.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    node.textContent = whole.slice(0, middle) + "…";
    if (node.getComputedTextLength() <= room)
      low = middle;
    else
      high = middle - 1;
  }
  node.textContent = whole.slice(0, low) + "…";
}

function matchCaption(match) {
  const number = match.number > 0 ? fmt(_("Match %u"), match.number) : "";
  if (match.state === "in_progress" && match.board > 0)
    return fmt(_("%s, playing on board %u"), number, match.board);
  if (match.state === "ready" && match.board > 0)
    return fmt(_("%s, on board %u"), number, match.board);
  return number;
}

/* What a screen reader hears of a match. */
function matchSpoken(match) {
  const sides = match.sides.map((side) => side.name || sideFromText(side.from) ||
                                          _("To be decided"));
  let text = fmt(_("%s against %s"), sides[0], sides[1]);
  if (match.state === "finished" && Number.isInteger(match.winner) && !match.bye) {
    const scores = match.sides.map((side) => side.score);
    text = scores.every(Number.isInteger)
      ? fmt(_("%s won, %s"), sides[match.winner], winnerFirst(scores, match.winner).join("–"))
      : fmt(_("%s won"), sides[match.winner]);
  }
  const caption = matchCaption(match);
  return caption ? caption + ": " + text : text;
}

/* One match: its caption over its box, a row per side, the winner's row
 * marked. */
function bracketMatch(match, bracket, fits) {
  const group = svgNode("g", { class: "match " + match.state + (match.bye ? " bye" : ""),
                               role: "listitem", "aria-label": matchSpoken(match) });
  const top = match.y + bracket.caption_h;
  const width = bracket.box_w;
  group.append(svgNode("text", { class: "caption", x: match.x + 2, y: top - 5 },
                       matchCaption(match)));
  match.sides.forEach((side, s) => {
    const y = top + s * bracket.row_h;
    const won = match.winner === s;
    const row = svgNode("g", { class: won ? "side won" : Number.isInteger(match.winner)
                                                         ? "side lost" : "side" });
    row.append(svgNode("rect", { x: match.x, y, width, height: bracket.row_h }));
    const known = typeof side.name === "string";
    const label = svgNode("text", { class: known ? "name" : "name unknown", x: match.x + 8,
                                    y: y + bracket.row_h / 2 + 5 },
                          known ? side.name : sideFromText(side.from));
    if (known)
      label.append(svgNode("title", {}, side.name));
    row.append(label);
    let room = width - 16;
    if (Number.isInteger(side.score) || (match.walkover && Number.isInteger(match.winner))) {
      const figure = Number.isInteger(side.score) ? side.score
                     : won ? "" : _("w/o");
      const score = svgNode("text", { class: "score", x: match.x + width - 8,
                                      y: y + bracket.row_h / 2 + 5, "text-anchor": "end" },
                            figure);
      row.append(score);
      fits.push(() => fitText(label, width - 24 - score.getComputedTextLength()));
      room = 0;
    }
    if (room > 0)
      fits.push(() => fitText(label, room));
    group.append(row);
  });
  group.append(svgNode("rect", { class: "frame", x: match.x, y: top, width,
                                 height: 2 * bracket.row_h }));
  group.append(svgNode("line", { class: "divider", x1: match.x, x2: match.x + width,
                                 y1: top + bracket.row_h, y2: top + bracket.row_h }));
  return group;
}

/* The drawing's size on this screen: as large as fits the box's width and
 * the window's height, within the scales above. */
function fitBracket() {
  const room = $("bracket");
  const svg = room ? room.querySelector("svg") : null;
  const bracket = bracketShown.data;
  if (!svg || !bracket)
    return;
  const width = room.clientWidth || window.innerWidth;
  /* A screen's height, less the page's head where the box sits under it
   * (a projector's turn) or its section's heading where the page scrolls
   * to it. */
  const offset = Math.min(room.getBoundingClientRect().top + window.scrollY, 160);
  const height = Math.max(window.innerHeight - offset - 16, window.innerHeight / 2);
  const least = window.innerWidth < 600 ? BRACKET_MIN_SCALE_PHONE : BRACKET_MIN_SCALE;
  const fitting = Math.min(width / bracket.width, height / bracket.height, BRACKET_MAX_SCALE);
  const scale = Math.max(fitting, least);
  svg.setAttribute("width", Math.floor(bracket.width * scale));
  svg.setAttribute("height", Math.floor(bracket.height * scale));
}

/* Draws @bracket (the hall JSON's, or null for none) in #bracket. */
function renderBracket(bracket) {
  const section = $("bracket-section");
  const room = $("bracket");
  if (!section || !room)
    return;
  $("bracket-heading").textContent = _("Bracket");
  room.setAttribute("aria-label", _("Bracket"));
  if (!bracket || !Array.isArray(bracket.matches) || bracket.matches.length === 0) {
    bracketShown.data = null;
    room.replaceChildren();
    section.hidden = true;
    return;
  }
  bracketShown.data = bracket;
  section.hidden = false;
  const svg = svgNode("svg", { viewBox: "0 0 " + bracket.width + " " + bracket.height,
                               class: "bracket", role: "list",
                               "aria-labelledby": "bracket-heading" });
  const lines = svgNode("g", { class: "lines", "aria-hidden": "true" });
  for (const line of Array.isArray(bracket.lines) ? bracket.lines : []) {
    const [x0, y0, x, y1, x1] = line.points;
    lines.append(svgNode("polyline", { class: line.done ? "done" : "",
                                       points: [x0, y0, x, y0, x, y1, x1, y1].join(" ") }));
  }
  svg.append(lines);
  const headers = svgNode("g", { class: "headers", "aria-hidden": "true" });
  for (const header of Array.isArray(bracket.headers) ? bracket.headers : [])
    headers.append(svgNode("text", { class: header.title ? "title" : "round",
                                     x: header.x, y: header.y + (header.title ? 22 : 16) },
                           header.text));
  svg.append(headers);
  const fits = [];
  for (const match of bracket.matches)
    svg.append(bracketMatch(match, bracket, fits));
  room.replaceChildren(svg);
  /* Measured once in the page: the names as the screen's font sets them. */
  for (const fit of fits)
    fit();
  fitBracket();
}

window.addEventListener("resize", fitBracket);
