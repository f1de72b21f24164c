/* hammer.js — what the board page and the hall page share: their
 * sentences in the reader's language and their small helpers. It is loaded
 * before the page's own script.
 *
 * The sentences come from the JSON block the server put into the page
 * (hammer-web-pages.c), translated from the _("…") marks of the page's own
 * script; this file marks none.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
"use strict";

const STRINGS = (() => {
  const node = document.getElementById("strings");
  try {
    return node ? JSON.parse(node.textContent) : {};
  } catch (e) {
    return {};
  }
})();

function _(s) {
  const translation = STRINGS[s];
  return typeof translation === "string" && translation !== "" ? translation : s;
}

/* Puts @values into a translated sentence in place of %s, %d and %u, in
 * order, or by number where a translation moves them (%2$s). */
function fmt(s, ...values) {
  let next = 0;
  return s.replace(/%(?:(\d+)\$)?[sdu]/g, (whole, index) =>
    String(index !== undefined ? values[Number(index) - 1] : values[next++]));
}

const $ = (id) => document.getElementById(id);

/* A new element; names and every other text go in as text, never as HTML. */
function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className)
    node.className = className;
  if (text !== undefined && text !== null)
    node.textContent = String(text);
  return node;
}

/* A name isolated from the text around it (<bdi>): a name written right to
 * left, or with an unbalanced direction mark, cannot turn its neighbours
 * round. */
function nameElement(name, className) {
  return element("bdi", className, name);
}

/* A side of a match as @name, or, where it has @players of their own (a
 * rotating-partners side, a doubles team), as those players, each isolated
 * so that neither runs into the other, and a team's own name before them:
 * "De Hamers (Anna / Bert)". Screen readers hear @spoken ("Anna and Bert")
 * instead of the slashes. */
function sideNode(name, players, spoken, className) {
  if (!Array.isArray(players) || players.length < 2 ||
      !players.every((player) => typeof player === "string"))
    return nameElement(name, className);
  const side = element("span", className ? "side " + className : "side");
  const shown = element("span");
  const team = typeof name === "string" && name !== "" && name !== players.join(" / ");
  shown.setAttribute("aria-hidden", "true");
  if (team)
    shown.append(nameElement(name, "team"), element("span", "sep", " ("));
  players.forEach((player, p) => {
    if (p > 0)
      shown.append(element("span", "sep", " / "));
    shown.append(nameElement(player, "player"));
  });
  if (team)
    shown.append(element("span", "sep", ")"));
  side.append(shown, element("span", "visually-hidden", team ? name + ", " + spoken : spoken));
  return side;
}

/* The same isolation for a name in plain text (a title, a label). */
function isolated(name) {
  return "\u2068" + name + "\u2069";
}

/* fmt() for a sentence whose values may be elements (names in <bdi>): a
 * fragment to append. */
function fmtNodes(s, ...values) {
  const fragment = document.createDocumentFragment();
  let next = 0;
  let last = 0;
  s.replace(/%(?:(\d+)\$)?[sdu]/g, (whole, index, offset) => {
    const value = index !== undefined ? values[Number(index) - 1] : values[next++];
    fragment.append(s.slice(last, offset), value instanceof Node ? value : String(value));
    last = offset + whole.length;
    return whole;
  });
  fragment.append(s.slice(last));
  return fragment;
}

/* The figures of a result with the winner's first, as people say them:
 * "wins 2–1", never "wins 1–2". */
function winnerFirst(figures, winner) {
  if (!Number.isInteger(winner) || winner < 0 || winner >= figures.length)
    return figures;
  return [figures[winner], ...figures.filter((value, s) => s !== winner)];
}
