/* day.js — the live page of a tournament day (/ of `hammer-cli serve
 * --day`): a tab for the day's boards (every board, the match on it from
 * any event, and what the day's queue takes next) and a tab per event,
 * which shows that event as the hall page of one event does (hall.js's
 * render(), from /api/events/ID).
 *
 * It asks /api/event (the day) every 2 seconds with the ETag of what it
 * shows, and the open event's tab likewise: an unchanged hall costs a 304.
 * The tabs are one row of buttons that wraps on a phone; the arrow keys,
 * Home and End move between them, as in any tab list.
 *
 * Loaded after hall.js, whose helpers it uses. Translatable strings are
 * marked with _() around a plain double-quoted literal, no escapes:
 * xgettext and the server (hammer-web-pages.c) both read them from this
 * file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
"use strict";

const BOARDS_TAB = "boards";

const day = {
  data: null,       /* the day as /api/event has it */
  etag: null,
  tab: BOARDS_TAB,  /* "boards", or an event's id */
  tabsShown: "",    /* the events the tabs were made for */
};

function dayEvent(id) {
  const events = day.data && Array.isArray(day.data.events) ? day.data.events : [];
  return events.find((event) => event.id === id) || null;
}

function eventTitle(id) {
  const event = dayEvent(id);
  return event && event.name ? event.name : "";
}

function dayBoardName(number) {
  const boards = day.data && Array.isArray(day.data.boards) ? day.data.boards : [];
  const board = boards.find((entry) => entry.number === number);
  return board ? boardName(board) : fmt(_("Board %u"), number);
}

/* "14:35" of an ISO time, in the reader's way of writing it. */
function clockTime(iso) {
  const time = new Date(iso);
  return isNaN(time) ? "" : time.toLocaleTimeString(LANGUAGE, { hour: "2-digit",
                                                                minute: "2-digit" });
}

/* The tabs */

function tabId(tab) {
  return "tab-" + tab;
}

function tabButton(tab, label) {
  const button = element("button", "tab", label);
  button.type = "button";
  button.id = tabId(tab);
  button.setAttribute("role", "tab");
  button.setAttribute("aria-controls", tab === BOARDS_TAB ? "day-view" : "event-view");
  button.dataset.tab = tab;
  button.addEventListener("click", () => selectTab(tab, false));
  return button;
}

function renderTabs() {
  const events = Array.isArray(day.data.events) ? day.data.events : [];
  const shown = JSON.stringify(events.map((event) => [event.id, event.name]));
  if (shown !== day.tabsShown) {
    day.tabsShown = shown;
    const tabs = $("tabs");
    const focused = document.activeElement && document.activeElement.dataset
                    ? document.activeElement.dataset.tab : undefined;
    tabs.replaceChildren(tabButton(BOARDS_TAB, _("All boards")));
    for (const event of events)
      tabs.append(tabButton(String(event.id), event.name || fmt(_("Event %u"), event.id)));
    /* An event gone from the day takes its tab with it. */
    if (day.tab !== BOARDS_TAB && dayEvent(Number(day.tab)) === null)
      day.tab = BOARDS_TAB;
    if (focused !== undefined && $(tabId(focused)))
      $(tabId(focused)).focus();
  }
  for (const button of $("tabs").children) {
    const selected = button.dataset.tab === day.tab;
    button.setAttribute("aria-selected", selected ? "true" : "false");
    button.tabIndex = selected ? 0 : -1;
  }
  $("day-view").hidden = day.tab !== BOARDS_TAB;
  $("event-view").hidden = day.tab === BOARDS_TAB;
  const panel = day.tab === BOARDS_TAB ? $("day-view") : $("event-view");
  panel.setAttribute("aria-labelledby", tabId(day.tab));
}

function selectTab(tab, focus) {
  const changed = tab !== day.tab;
  day.tab = tab;
  if (history.replaceState)
    history.replaceState(null, "", "#" + (tab === BOARDS_TAB ? BOARDS_TAB : "event-" + tab));
  renderTabs();
  if (focus)
    $(tabId(tab)).focus();
  if (changed && tab !== BOARDS_TAB) {
    /* What the tab showed before was another event's. */
    state.etag = null;
    $("event-name").textContent = eventTitle(Number(tab));
    renderBoards([]);
    renderLatest([]);
    renderStandings([]);
    renderBracket(null);
    renderCrossTables([], true);
    pollEvent();
  }
}

/* The tab the address's fragment names ("#event-3", "#boards"), or null. */
function tabOfHash() {
  const asked = /^#event-(\d+)$/.exec(location.hash);
  if (asked)
    return asked[1];
  return location.hash === "#" + BOARDS_TAB ? BOARDS_TAB : null;
}

function onTabKey(keyEvent) {
  const buttons = Array.from($("tabs").children);
  const at = buttons.findIndex((button) => button.dataset.tab === day.tab);
  let to = null;
  if (keyEvent.key === "ArrowRight" || keyEvent.key === "ArrowDown")
    to = (at + 1) % buttons.length;
  else if (keyEvent.key === "ArrowLeft" || keyEvent.key === "ArrowUp")
    to = (at - 1 + buttons.length) % buttons.length;
  else if (keyEvent.key === "Home")
    to = 0;
  else if (keyEvent.key === "End")
    to = buttons.length - 1;
  if (to === null || buttons.length === 0)
    return;
  keyEvent.preventDefault();
  selectTab(buttons[to].dataset.tab, true);
}

/* The day's boards */

function renderDayBoards(boards) {
  const list = $("day-boards");
  list.replaceChildren();
  for (const board of boards)
    list.append(boardCard(board, board.match ? eventTitle(board.event) : null));
  $("day-boards-empty").hidden = boards.length > 0;
}

/* Why a match waits though a board may be free: a player of it is on
 * another board, or rests. */
function heldText(match) {
  if (match.held_by)
    return fmtNodes(_("%s is playing on %s"), nameElement(match.held_by.name || ""),
                    dayBoardName(match.held_by.board));
  if (match.rested_player)
    return fmtNodes(_("%s rests until %s"), nameElement(match.rested_player.name || ""),
                    clockTime(match.rest_until));
  return null;
}

function renderNext(next) {
  const list = $("next");
  list.replaceChildren();
  for (const match of next) {
    const item = element("li");
    const head = element("div", "next-head");
    head.append(element("span", "next-event", eventTitle(match.event)), " · ",
                element("span", "next-number", fmt(_("Match %u"), match.number)));
    const line = element("div", "board-match");
    line.append(names(match));
    item.append(head, line);
    /* When it will likely start, its players' holds counted. */
    if (match.eta)
      item.append(element("div", "next-eta", fmt(_("about %s"), clockTime(match.eta))));
    const why = match.held ? heldText(match) : null;
    if (why !== null) {
      const note = element("div", "held-note");
      note.append(why);
      item.append(note);
      item.classList.add("held");
    }
    list.append(item);
  }
  $("next-empty").hidden = next.length > 0;
}

function renderDay(data) {
  day.data = data;
  const about = data.day || {};
  const title = about.name || _("Tournament day");
  $("day-name").textContent = title;
  document.title = title;
  const parts = [];
  const date = typeof about.date === "string" ? new Date(about.date + "T12:00:00") : null;
  if (date !== null && !isNaN(date))
    parts.push(date.toLocaleDateString(LANGUAGE, { weekday: "long", day: "numeric",
                                                   month: "long", year: "numeric" }));
  if (typeof about.venue === "string" && about.venue !== "")
    parts.push(about.venue);
  $("day-when").textContent = parts.join(" · ");
  renderTabs();
  renderDayBoards(Array.isArray(data.boards) ? data.boards : []);
  renderNext(Array.isArray(data.next) ? data.next : []);
  if (day.tab !== BOARDS_TAB)
    $("event-name").textContent = eventTitle(Number(day.tab));
}

/* Following the day */

async function fetchChanged(url, etag) {
  const headers = etag ? { "If-None-Match": etag } : {};
  const response = await fetch(url, { headers, cache: "no-store" });
  if (response.status === 304)
    return null;
  if (response.status !== 200)
    throw new Error(String(response.status));
  return { data: await response.json(), etag: response.headers.get("ETag"), response };
}

/* The open event's tab, now. */
async function pollEvent() {
  const tab = day.tab;
  if (tab === BOARDS_TAB)
    return;
  const answer = await fetchChanged("/api/events/" + encodeURIComponent(tab), state.etag);
  /* The reader may have moved on meanwhile. */
  if (answer !== null && tab === day.tab) {
    state.etag = answer.etag;
    render(answer.data);
  }
}

async function pollDay() {
  try {
    const answer = await fetchChanged("/api/event", day.etag);
    if (answer !== null) {
      day.etag = answer.etag;
      renderDay(answer.data);
      /* The desk's latest calls, as the hall page shows them (hall.js). */
      renderCalls(answer.data.calls, answer.response);
    }
    await pollEvent();
    setOffline(false);
  } catch (e) {
    setOffline(true);
  }
  setTimeout(pollDay, POLL_MS);
}

function startDay() {
  document.documentElement.lang = LANGUAGE;
  $("tabs").setAttribute("aria-label", _("Events of the day"));
  $("tabs").addEventListener("keydown", onTabKey);
  $("day-boards-heading").textContent = _("Boards");
  $("next-heading").textContent = _("Next up");
  $("day-boards-empty").textContent = _("No boards");
  $("next-empty").textContent = _("No match waits for a board");
  $("boards-heading").textContent = _("On the boards");
  $("latest-heading").textContent = _("Latest results");
  $("standings-heading").textContent = _("Standings");
  $("boards-empty").textContent = _("No match of this event is on a board");
  $("latest-empty").textContent = _("No results yet");
  $("standings-empty").textContent = _("No standings yet");
  const asked = tabOfHash();
  if (asked !== null)
    day.tab = asked;
  /* A hall screen pointed at another event's address follows it. */
  window.addEventListener("hashchange", () => {
    const tab = tabOfHash();
    if (tab !== null && tab !== day.tab)
      selectTab(tab, false);
  });
  setInterval(showCalls, 1000);
  pollDay();
}

startDay();
