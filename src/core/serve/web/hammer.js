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
