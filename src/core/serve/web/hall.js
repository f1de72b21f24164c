/* hall.js — the live page of the hall (/): the boards, the latest results
 * and the standings, for a projector and for a phone.
 *
 * It asks /api/event every 2 seconds with the ETag of what it shows, so an
 * unchanged hall costs a 304 and no drawing. Every figure comes from the
 * server as the desk computes it; the page only lays it out.
 *
 * On a projector nobody scrolls: in display mode (?display=1, or a window
 * as large as its screen, as in fullscreen or a kiosk) the page fits the
 * screen and pages through the boards, the standings and the latest
 * results that do not fit, one page every ?every=N seconds (10).
 *
 * A day's page (day.js) shows each of its events with this page's
 * render(), in a tab: there the event's boards are those its matches are
 * on, and day.js follows the hall.
 *
 * Translatable strings are marked with _() around a plain double-quoted
 * literal, no escapes: xgettext and the server (hammer-web-pages.c) both
 * read them from this file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
"use strict";

const POLL_MS = 2000;
const QUERY = new URLSearchParams(location.search);
const PAGE_MS = 1000 * (Number(QUERY.get("every")) > 0 ? Number(QUERY.get("every")) : 10);
/* TRANSLATORS: the code of this translation's language ("nl", "de"), for
   the page's lang attribute and the way numbers are written. */
const LANGUAGE = _("en");

function number(value, digits) {
  if (typeof value !== "number")
    return "";
  return value.toLocaleString(LANGUAGE, { minimumFractionDigits: digits,
                                          maximumFractionDigits: digits });
}

/* Players as said aloud: "Anna and Bert", "Anna, Bert and Carla". */
function spokenPlayers(players) {
  return fmt(_("%s and %s"), players.slice(0, -1).map(isolated).join(", "),
             isolated(players[players.length - 1]));
}

/* The players of a match, each isolated (<bdi>), in @order of sides; a
 * side of two players as both of them ("player_names"). */
function names(match, order) {
  const list = Array.isArray(match.names) ? match.names : [];
  const players = Array.isArray(match.player_names) ? match.player_names : [];
  const fragment = document.createDocumentFragment();
  (order || list.map((name, s) => s)).forEach((s, i) => {
    const className = s === match.winner ? "won" : null;
    if (i > 0)
      fragment.append(" – ");
    if (Array.isArray(players[s]) && players[s].length >= 2)
      fragment.append(sideNode(list[s], players[s], spokenPlayers(players[s]), className));
    else
      fragment.append(nameElement(list[s] || _("To be decided"), className));
  });
  return fragment;
}

function namesText(match) {
  const list = Array.isArray(match.names) ? match.names : [];
  return list.map((name) => isolated(name || _("To be decided"))).join(" – ");
}

function boardName(board) {
  return board.name || fmt(_("Board %u"), board.number);
}

/* The score of a match as people read it: games won where more than one
 * game was won, else its points; a series (sjoelbak, @totalOfGames) always
 * its points. @result has "games_won" and "totals". */
function scoreText(result, totalOfGames) {
  const won = Array.isArray(result.games_won) ? result.games_won : [];
  const several = won.reduce((sum, games) => sum + games, 0) > 1;
  const figures = !totalOfGames && several ? won : result.totals;
  return Array.isArray(figures) ? winnerFirst(figures, result.winner).join("–") : "";
}

/* Where a result came from, when it was not the desk: "from board 3". */
function sourceText(match) {
  if (typeof match.source_label === "string" && match.source_label !== "")
    return match.source_label;
  const source = typeof match.result_source === "string" ? match.result_source : "";
  const board = /^board:(\d+)$/.exec(source);
  return board ? fmt(_("from board %u"), Number(board[1])) : null;
}

/* The boards */

/* A board's card: its name, and the match on it with its number, players
 * and state; on a day's page also the match's event (@eventName). */
function boardCard(board, eventName) {
  const item = element("li");
  const head = element("div", "board-head");
  head.append(element("div", "board-name", boardName(board)));
  item.append(head);
  if (board.match) {
    const match = board.match;
    /* The match's number beside the board's: the names get the card's
     * width. Long names are cut short; the whole of them on hovering. */
    head.append(element("div", "board-number", fmt(_("Match %u"), match.number)));
    if (eventName)
      item.append(element("div", "board-event", eventName));
    const line = element("div", "board-match");
    line.append(names(match));
    line.title = fmt(_("Match %u: %s"), match.number, namesText(match));
    item.append(line);
    const waiting = board.since === null || board.since === undefined;
    let status = waiting ? _("Waiting to be called") : _("Playing");
    const score = Array.isArray(match.totals) ? scoreText(match, state.totalOfGames) : "";
    if (!waiting && score !== "")
      status = fmt(_("Playing, %s"), score);
    item.append(element("div", "board-state", status));
    item.classList.add(waiting ? "waiting" : "playing");
  } else if (board.taken_by) {
    /* On a tournament day another event may play on the board. */
    item.append(element("div", "board-state", _("Another event’s match")));
    item.classList.add("taken");
  } else {
    item.append(element("div", "board-state", _("Free")));
  }
  return item;
}

function renderBoards(boards) {
  const list = $("boards");
  list.replaceChildren();
  for (const board of boards) {
    /* On a day the other boards are the other events': the day's tab has them. */
    if (state.inDay && !board.match)
      continue;
    list.append(boardCard(board, null));
  }
  $("boards-empty").hidden = list.children.length > 0;
}

/* The latest results */

function renderLatest(latest) {
  const list = $("latest");
  list.replaceChildren();
  for (const match of latest) {
    const item = element("li");
    /* The server's latest results carry their figures in "result"; a match
     * as hammer_events_get_matches_json() has it carries them itself. */
    const result = match.result || match;
    const sides = Array.isArray(match.names) ? match.names : [];
    /* The winner first, with the winner's figure first after the names. */
    const order = winnerFirst(sides.map((name, s) => s), result.winner);
    item.append(names({ names: sides, player_names: match.player_names,
                        winner: result.winner }, order));
    const score = scoreText(result, state.totalOfGames);
    if (score !== "")
      item.append(" ", element("span", "score", score));
    const source = sourceText(match);
    if (source)
      item.append(" ", element("span", "source", source));
    list.append(item);
  }
  $("latest-empty").hidden = latest.length > 0;
}

/* The standings: the columns the rows carry, as the event's format has
 * them (a series has totals and averages, a knockout no draws). */

function standingsColumns(rows) {
  const has = (field) => rows.some((row) => field in row);
  const columns = [];
  const add = (field, heading, digits, optional, title) => {
    if (has(field))
      columns.push({ field, heading, digits, optional, title });
  };
  add("played", _("Played"), 0, true);
  if (has("total")) {
    add("games", _("Games"), 0, true);
    add("total", _("Total"), 0, false);
    add("average", _("Average"), 1, false);
    add("best_game", _("Best game"), 0, true);
    return columns;
  }
  add("wins", _("Won"), 0, false);
  /* Only where a match can end drawn, as the rules tell the server. */
  if (state.draws)
    add("draws", _("Drawn"), 0, true);
  add("losses", _("Lost"), 0, false);
  add("point_difference", "+/−", 0, true, _("Point difference"));
  add("match_points", _("Points"), 1, false);
  return columns;
}

function renderStandings(rows) {
  const columns = standingsColumns(rows);
  const head = $("standings-head");
  head.replaceChildren();
  const place = element("th", "place");
  place.append(element("span", "visually-hidden", _("Place")));
  head.append(place, element("th", "name", _("Name")));
  for (const column of columns) {
    const cell = element("th", column.optional ? "optional" : null, column.heading);
    if (column.optional)
      cell.dataset.field = column.field;
    if (column.title) {
      cell.title = column.title;
      cell.setAttribute("aria-label", column.title);
    }
    head.append(cell);
  }
  for (const cell of head.children)
    cell.scope = "col";

  const body = $("standings-body");
  body.replaceChildren();
  for (const row of rows) {
    const line = element("tr");
    const name = element("td", "name");
    /* One who withdrew is marked as on paper and in the app. */
    const shown = row.withdrawn ? fmt(_("%s (withdrawn)"), row.name || "") : row.name || "";
    name.append(nameElement(shown));
    name.title = shown;
    line.append(element("td", "place", row.place_label || ""), name);
    for (const column of columns) {
      let digits = column.digits;
      /* Match points are whole in most events; a half shows where there is one. */
      if (column.field === "match_points" && Number.isInteger(row.match_points))
        digits = 0;
      const cell = element("td", column.optional ? "optional" : null,
                           number(row[column.field], digits));
      if (column.optional)
        cell.dataset.field = column.field;
      line.append(cell);
    }
    body.append(line);
  }
  $("standings").hidden = rows.length === 0;
  $("standings-empty").hidden = rows.length > 0;
}

/* The calls: a match the desk called shows large for CALL_SHOWN_MS after
 * its call, by the server's clock (its Date header), not the screen's. */

const CALL_SHOWN_MS = 20000;

function callTime(call) {
  /* The server's stamps have microseconds; Date.parse() takes milliseconds. */
  return typeof call.at === "string" ? Date.parse(call.at.replace(/(\.\d{3})\d+/, "$1")) : NaN;
}

function showCalls() {
  const box = $("calls");
  if (!box)
    return;
  const now = Date.now() + state.clockOffset;
  /* A call stamped a little ahead of the Date header (whole seconds) is new. */
  const recent = state.calls.filter((call) => {
    const age = now - callTime(call);
    return age > -2000 && age < CALL_SHOWN_MS;
  });
  const key = recent.map((call) => call.match + "@" + call.at).join(" ");
  if (key === state.callsShown)
    return;
  state.callsShown = key;
  box.replaceChildren();
  for (const call of recent) {
    const item = element("div", "call");
    item.append(element("div", "call-board", boardName({ name: call.name, number: call.board })));
    const list = Array.isArray(call.names) ? call.names : [];
    const line = element("div", "call-names");
    line.append(fmtNodes(_("%s against %s"), nameElement(list[0] || _("To be decided")),
                         nameElement(list[1] || _("To be decided"))));
    item.append(line);
    box.append(item);
  }
  /* Boards called together share the screen. */
  box.classList.toggle("many", recent.length > 2);
  box.hidden = recent.length === 0;
}

function renderCalls(calls, response) {
  const date = Date.parse(response.headers.get("Date") || "");
  if (!Number.isNaN(date))
    state.clockOffset = date - Date.now();
  state.calls = Array.isArray(calls) ? calls : [];
  showCalls();
}

/* Following the hall */

const state = { etag: null, totalOfGames: false, draws: true, offline: false, page: 0,
                inDay: document.body.classList.contains("day-page"),
                calls: [], callsShown: null, clockOffset: 0, drawTurn: false };

function render(data) {
  const event = data.event || {};
  /* The rule set comes with the boards, as the rules module describes it. */
  const ruleSet = data.boards && data.boards.rule_set ? data.boards.rule_set : null;
  state.totalOfGames = ruleSet !== null && ruleSet.match === "total";
  /* A server that does not say shows the column where the rows have it. */
  state.draws = event.draws !== false;
  $("event-name").textContent = event.name || _("Hall");
  if (!state.inDay)
    document.title = event.name || _("Hall");
  /* The boards come as hammer_events_get_boards_json() has them, or as
   * their list alone. */
  const boards = Array.isArray(data.boards) ? data.boards
                 : data.boards && Array.isArray(data.boards.boards) ? data.boards.boards : [];
  renderBoards(boards);
  renderLatest(Array.isArray(data.latest) ? data.latest : []);
  renderStandings(Array.isArray(data.standings) ? data.standings : []);
  /* The bracket and the cross-tables (bracket.js, cross-table.js). */
  renderBracket(data.bracket || null);
  renderCrossTables(data.cross_tables, state.draws);
  showPages();
}

/* Display mode: pages of what does not fit the screen */

function displayMode() {
  /* A day's page is read a tab at a time: it scrolls. */
  if (state.inDay)
    return false;
  const asked = QUERY.get("display");
  if (asked !== null)
    return asked !== "0";
  /* A window as large as its screen is a projector's or a kiosk's; a phone
   * is left to scroll. */
  return window.innerWidth >= 960 && window.innerWidth >= screen.width - 2 &&
         window.innerHeight >= screen.height - 2;
}

/* Numbers the pages of @list's items (cards, rows) as they fit in @room
 * pixels of height, and shows page @page of them. Returns how many pages. */
function pageList(list, room, page) {
  const items = Array.from(list.children);
  for (const item of items)
    item.hidden = false;
  const top = list.getBoundingClientRect().top;
  let pageTop = null;
  let pages = 0;
  for (const item of items) {
    const box = item.getBoundingClientRect();
    if (pageTop === null || box.bottom - top - pageTop > room) {
      pages++;
      pageTop = box.top - top;
    }
    item.dataset.page = pages - 1;
  }
  const shown = pages > 0 ? page % pages : 0;
  for (const item of items)
    item.hidden = Number(item.dataset.page) !== shown;
  return pages;
}

function pageNote(id, page, pages) {
  $(id).textContent = pages > 1 ? fmt(_("page %u of %u"), (page % pages) + 1, pages) : "";
}

/* The standings leave out their optional columns, the least read first,
 * where the table would be wider than its box (a projector's column, a
 * laptop's), rather than squeeze the names. */
const DROPPED_FIRST = ["point_difference", "best_game", "games", "played"];

function fitStandings() {
  const room = $("standings-room");
  const cells = $("standings").querySelectorAll("[data-field]");
  for (const cell of cells)
    cell.hidden = false;
  for (const field of DROPPED_FIRST) {
    if (room.scrollWidth <= room.clientWidth + 1)
      break;
    for (const cell of cells)
      if (cell.dataset.field === field)
        cell.hidden = true;
  }
}

function showPages() {
  fitStandings();
  const on = displayMode();
  document.documentElement.classList.toggle("display", on);
  const lists = [["boards", "boards", "boards-page"], ["latest", "latest", "latest-page"],
                 ["standings-body", "standings-room", "standings-page"]];
  for (const [list, room, note] of lists) {
    if (!on) {
      for (const item of $(list).children)
        item.hidden = false;
      $(note).textContent = "";
      continue;
    }
    let space = $(room).clientHeight;
    if (list === "standings-body")
      space -= $("standings-head").getBoundingClientRect().height;
    pageNote(note, state.page, pageList($(list), space, state.page));
  }
}

/* On a projector the bracket and the cross-tables take a turn of their
 * own between the pages of the boards. */
function turnPage() {
  const root = document.documentElement;
  const draw = !$("bracket-section").hidden || !$("cross-section").hidden;
  if (root.classList.contains("display") && draw && !state.drawTurn) {
    state.drawTurn = true;
  } else {
    state.drawTurn = false;
    state.page++;
  }
  root.classList.toggle("draw-turn", state.drawTurn);
  if (state.drawTurn)
    renderBracket(bracketShown.data);
  else if (root.classList.contains("display"))
    showPages();
}

function setOffline(offline) {
  if (offline === state.offline)
    return;
  state.offline = offline;
  $("notice").hidden = !offline;
  $("notice").textContent = offline ? _("No connection to the desk; trying again…") : "";
}

async function poll() {
  try {
    const headers = state.etag ? { "If-None-Match": state.etag } : {};
    const response = await fetch("/api/event", { headers, cache: "no-store" });
    if (response.status === 200) {
      const data = await response.json();
      state.etag = response.headers.get("ETag");
      render(data);
      renderCalls(data.calls, response);
      setOffline(false);
    } else {
      setOffline(response.status !== 304);
    }
  } catch (e) {
    setOffline(true);
  }
  setTimeout(poll, POLL_MS);
}

function start() {
  if (state.inDay)
    return;
  document.documentElement.lang = LANGUAGE;
  $("boards-heading").textContent = _("Boards");
  $("latest-heading").textContent = _("Latest results");
  $("standings-heading").textContent = _("Standings");
  $("boards-empty").textContent = _("No boards");
  $("latest-empty").textContent = _("No results yet");
  $("standings-empty").textContent = _("No standings yet");
  showPages();
  window.addEventListener("resize", showPages);
  setInterval(turnPage, PAGE_MS);
  setInterval(showCalls, 1000);
  poll();
}

start();
