/* check-in.js — the check-in page for players' phones (/check-in?key=K).
 *
 * The player types part of their name; the page asks the server for the
 * entrants whose name holds it (/api/players) and shows each with an
 * "I'm here" button, which checks them in (/api/players/ID/check-in). The
 * answer carries the player's own page, kept on the phone. Every refusal
 * (a wrong key, check-in closed, the draw made, too many requests) is the
 * server's sentence, in the phone's language.
 *
 * Translatable strings are marked with _() around a plain double-quoted
 * literal, no escapes: xgettext and the server (hammer-web-pages.c) both
 * read them from this file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
"use strict";

const SEARCH_DELAY_MS = 250;
const KEY = new URLSearchParams(location.search).get("key") || "";
/* Where the phone keeps the address of its player's own page. */
const OWN_PAGE_STORAGE = "hammer.own-page";

const checkIn = {
  timer: 0,
  asked: 0,        /* the number of the latest search, so an older answer is dropped */
  busy: false,
};

function showNotice(kind, text) {
  const notice = $("notice");
  notice.className = "notice " + kind;
  notice.replaceChildren(element("p", null, text));
  notice.hidden = false;
}

function hideNotice() {
  $("notice").hidden = true;
}

/* The server's sentence of a refusal, or a sentence of our own. */
async function refusal(response) {
  try {
    const json = await response.json();
    if (json && json.error && typeof json.error.message === "string")
      return json.error.message;
  } catch (e) {
    /* not JSON: say it in our own words below */
  }
  return _("Something went wrong; please try again or see the desk");
}

/* What the row says of the player: checked in at the day's desk, closed to
 * them, or not yet; nothing for an event's entrant, whom the desk counts
 * present until it says otherwise. */
function stateText(player) {
  const entries = Array.isArray(player.events) ? player.events : [];
  if (player.checked_in === true)
    return { text: _("Checked in"), done: true };
  if (entries.length > 0 && !entries.some((entry) => entry.open === true))
    return { text: _("Check-in is closed; please see the desk"), done: false };
  if (player.checked_in === false)
    return { text: _("Not checked in yet"), done: false };
  return null;
}

function playerRow(player) {
  const row = element("li");
  const who = element("span", "who");
  const state = stateText(player);
  const button = element("button", "primary", _("I’m here"));

  who.append(nameElement(player.name, "player-name"));
  if (state)
    who.append(element("span", state.done ? "state in" : "state", state.text));
  button.type = "button";
  /* TRANSLATORS: what a screen reader says of the button beside a name; %s is the name. */
  button.setAttribute("aria-label", fmt(_("I’m here: %s"), isolated(player.name)));
  button.addEventListener("click", () => arrive(player, button));
  row.append(who, button);
  return row;
}

function showFound(players, text) {
  const list = $("found");
  list.replaceChildren();
  if (text.trim() === "") {
    $("search-hint").textContent = _("Type part of your name, then tap “I’m here”.");
    return;
  }
  if (players.length === 0) {
    $("search-hint").textContent = _("No entrant has that name; check the spelling or see the desk.");
    return;
  }
  $("search-hint").textContent = _("Tap “I’m here” beside your name.");
  players.forEach((player) => list.append(playerRow(player)));
}

async function search() {
  const text = $("search").value;
  const asked = ++checkIn.asked;
  let response;

  try {
    response = await fetch("/api/players?key=" + encodeURIComponent(KEY) + "&q=" +
                           encodeURIComponent(text.trim()), { cache: "no-store" });
  } catch (e) {
    showNotice("bad", _("The hall’s server does not answer; check the phone’s Wi-Fi"));
    return;
  }
  if (asked !== checkIn.asked)
    return;
  if (!response.ok) {
    const message = await refusal(response);
    showNotice("bad", message);
    if (response.status === 403)
      $("search-box").hidden = true;
    return;
  }
  hideNotice();
  const players = await response.json();
  showFound(Array.isArray(players) ? players : [], text);
}

function searchSoon() {
  clearTimeout(checkIn.timer);
  checkIn.timer = setTimeout(search, SEARCH_DELAY_MS);
}

async function arrive(player, button) {
  let response;

  if (checkIn.busy)
    return;
  checkIn.busy = true;
  button.disabled = true;
  try {
    response = await fetch("/api/players/" + encodeURIComponent(player.player) +
                           "/check-in?key=" + encodeURIComponent(KEY), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
      cache: "no-store",
    });
  } catch (e) {
    showNotice("bad", _("The hall’s server does not answer; check the phone’s Wi-Fi"));
    return;
  } finally {
    checkIn.busy = false;
    button.disabled = false;
  }
  if (!response.ok) {
    showNotice("bad", await refusal(response));
    $("notice").focus();
    return;
  }
  const answer = await response.json();
  try {
    if (answer && typeof answer.url === "string")
      localStorage.setItem(OWN_PAGE_STORAGE, answer.url);
  } catch (e) {
    /* a phone that keeps nothing still checked in */
  }
  hideNotice();
  $("search-box").hidden = true;
  $("found").replaceChildren();
  $("done-text").replaceChildren(fmtNodes(_("Welcome, %s! You are checked in."),
                                          nameElement(player.name)));
  const link = $("own-page");
  link.textContent = _("Your own page: your matches and calls");
  if (answer && typeof answer.url === "string")
    link.href = answer.url;
  $("done").hidden = false;
  $("done-text").focus();
}

function another() {
  $("done").hidden = true;
  $("search-box").hidden = false;
  $("search").value = "";
  showFound([], "");
  $("search").focus();
}

/* The player's own page this phone was handed at an earlier check-in, if
 * it is one of this server's. */
function showOwnPage() {
  let url = null;
  try {
    url = new URL(localStorage.getItem(OWN_PAGE_STORAGE) || "", location.href);
  } catch (e) {
    return;
  }
  if (url.origin !== location.origin || url.pathname !== "/me")
    return;
  $("my-page").href = url.href;
  $("my-page").textContent = _("Open my page");
  $("mine").hidden = false;
}

function start() {
  showOwnPage();
  document.title = _("Check in");
  $("title").textContent = _("Check in");
  $("subtitle").textContent = _("Tell the desk you are here");
  $("search-label").textContent = _("Your name");
  $("another").textContent = _("Check in someone else");
  $("done-text").tabIndex = -1;
  $("search").addEventListener("input", searchSoon);
  $("another").addEventListener("click", another);
  $("search-box").hidden = false;
  showFound([], "");
  /* A first look with nothing typed: a wrong or old key says so at once. */
  search();
}

start();
