/* check-in.js — the check-in page for players' phones (/check-in?key=K).
 *
 * The player types part of their name; the page asks the server for the
 * entrants whose name holds it (/api/players) and shows each with an
 * "I'm here" button, which checks them in (/api/players/ID/check-in). The
 * answer carries the player's own page, kept on the phone. Every refusal
 * (a wrong key, check-in closed, the draw made, too many requests) is the
 * server's sentence, in the phone's language. While check-in is closed
 * (the "open" of /api/late-entries, asked with every search: the desk
 * closed it, or every event is drawn) the page says so at the top and its
 * buttons rest.
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
  closed: false,   /* the desk has check-in closed */
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

/* Whether check-in is closed (@drawn: because every event is drawn): said
 * at the top, and every button that would check in or ask for an entry
 * rests. */
function showClosed(closed, drawn) {
  checkIn.closed = closed;
  $("closed-text").textContent =
    drawn ? _("The draw is made, so check-in is closed; please see the desk")
          : _("Check-in is closed; please see the desk");
  $("closed").hidden = !closed;
  document.querySelectorAll("#found button, #not-listed").forEach((button) => {
    button.disabled = closed;
  });
}

/* Asks the server whether check-in is open; a page that cannot tell
 * leaves it as it was, and the server refuses a check-in when closed. */
async function learnOpen() {
  try {
    const response = await fetch("/api/late-entries?key=" + encodeURIComponent(KEY),
                                 { cache: "no-store" });
    if (!response.ok)
      return;
    const answer = await response.json();
    if (answer && typeof answer.open === "boolean")
      showClosed(!answer.open, answer.drawn === true);
  } catch (e) {
    /* no answer: the search says so */
  }
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
  button.disabled = checkIn.closed;
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

  learnOpen();
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
    button.disabled = checkIn.closed;
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
  /* The server puts the day's or the event's name in the heading and the
   * title; a page served without it says what it is for. */
  if ($("title").textContent.trim() === "") {
    document.title = _("Check in");
    $("title").textContent = _("Check in");
  }
  $("subtitle").textContent = _("Tell the desk you are here");
  $("closed-text").textContent = _("Check-in is closed; please see the desk");
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
