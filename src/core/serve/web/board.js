/* board.js — the score entry page of one board (/board/N?key=K).
 *
 * It shows the match on the board and takes its ends as the desk's score
 * sheet does. The page decides nothing: after every end it asks the server
 * (/check) what the rules make of the ends so far, shows the totals, the
 * hammer and the next game from that answer, and keeps a refused end out
 * with the rules' sentence. Nothing is stored until the match is finished and
 * the players press Submit. What was typed lives in sessionStorage, so a
 * reload loses nothing; the board is asked every 3 seconds, so the page
 * follows the board's next match by itself.
 *
 * What the match is and how its sheet is drawn are in board-sheet.js.
 *
 * Translatable strings are marked with _() around a plain double-quoted
 * literal, no escapes: xgettext and the server (hammer-web-pages.c) both
 * read them from this file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
"use strict";

const POLL_MS = 3000;
const BOARD = Number(location.pathname.split("/").filter((part) => part !== "").pop());
const KEY_QUERY = "?key=" + encodeURIComponent(new URLSearchParams(location.search).get("key") || "");

const state = {
  boardName: null,
  match: null,      /* the match on the board, as /api/boards gives it */
  firsts: {},       /* who shoots first, per game the players chose it for */
  games: [],        /* the accepted ends: [{ends: [end, …]}, …] as sent */
  draft: [],        /* the fields of the end being typed, as typed */
  penalties: [],    /* the penalty fields of the end being typed, as typed */
  timeCalled: false, /* the game's clock ran out during the end being typed */
  clock: null,      /* {minutes, left, at}: the game clock as the board last told it */
  mode: "points",   /* sjoelbak: "points" (a total per side) or "counts" */
  answer: null,     /* what the rules made of the accepted ends */
  refusal: null,    /* the rules' sentence on the end being typed */
  busy: false,      /* a check or the result is on its way */
  sent: null,       /* "stored", "waiting" or "players" once the result went */
  notice: null,     /* {kind, lines, retry} */
  offline: false,
  loaded: false,    /* the board answered once */
  series: false,    /* a sjoelbak series is served: its card leads while no match is here */
  gone: false,      /* the key no longer works */
};

/* What is kept in sessionStorage, per board and match */

function storageKey(matchId) {
  return "hammer-board-" + BOARD + "-match-" + matchId;
}

function save() {
  if (!state.match)
    return;
  const kept = { firsts: state.firsts, games: state.games, draft: state.draft, mode: state.mode,
                 penalties: state.penalties, sent: state.sent, timeCalled: state.timeCalled };
  try {
    sessionStorage.setItem(storageKey(state.match.id), JSON.stringify(kept));
  } catch (e) {
    /* A phone in private mode may refuse; the page works without. */
  }
}

function restore(match) {
  let kept = null;
  try {
    kept = JSON.parse(sessionStorage.getItem(storageKey(match.id)) || "null");
  } catch (e) {
    kept = null;
  }
  state.firsts = {};
  state.games = [];
  state.draft = [];
  state.penalties = [];
  state.mode = "points";
  state.sent = null;
  state.timeCalled = false;
  if (kept && Array.isArray(kept.games)) {
    state.firsts = kept.firsts && typeof kept.firsts === "object" ? kept.firsts : {};
    state.games = kept.games;
    state.draft = Array.isArray(kept.draft) ? kept.draft : [];
    state.penalties = Array.isArray(kept.penalties) ? kept.penalties : [];
    state.mode = kept.mode === "counts" ? "counts" : "points";
    state.sent = kept.sent || null;
    state.timeCalled = kept.timeCalled === true;
  } else if (Array.isArray(match.games) &&
             match.games.every((game) => game && Array.isArray(game.ends))) {
    /* Ends the desk typed already: the sheet goes on from there. */
    state.games = match.games.map((game) => ({ ends: game.ends.slice() }));
    match.games.forEach((game, g) => {
      if (Number.isInteger(game.first))
        state.firsts[g] = game.first;
    });
  }
}

/* The body of /check and /result: the accepted ends and, for each game
 * whose players chose it, who shoots first. */
function body(games) {
  const copy = games.map((game) => ({ ends: game.ends.slice() }));
  for (const [key, side] of Object.entries(state.firsts)) {
    const g = Number(key);
    if (!Number.isInteger(g) || !Number.isInteger(side))
      continue;
    while (copy.length <= g)
      copy.push({ ends: [] });
    copy[g].first = side;
  }
  return JSON.stringify({ games: copy });
}

/* Whether the players still have to say who shoots first in the next
 * game: its entry waits for it. */
function firstPending() {
  const next = state.answer ? state.answer.next : null;
  return next !== null && next !== undefined && next.end === 0 && firstChosen(next.game) &&
         next.first !== null && next.first !== undefined &&
         !Number.isInteger(state.firsts[next.game]);
}

/* Whether the players choose who shoots first in game @g: the rules say,
 * through the server; game 1 is a coin toss wherever there is an order. */
function firstChosen(g) {
  const chosen = state.match && state.match.first_chosen;
  return Array.isArray(chosen) ? chosen[g] === true : g === 0;
}

async function post(what, games) {
  const response = await fetch("/api/matches/" + state.match.id + "/" + what + KEY_QUERY, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: body(games),
    cache: "no-store",
  });
  let json = null;
  try {
    json = await response.json();
  } catch (e) {
    json = null;
  }
  return { status: response.status, json: json };
}

function errorMessage(json) {
  return json && json.error && typeof json.error.message === "string" ? json.error.message : null;
}

/* The end being typed */

function draftLength() {
  return state.mode === "counts" ? nSides() * 4 : nSides();
}

/* The typed end as the rules read it, or null (with the fields marked)
 * when a field is empty or not a whole number. */
function readDraft() {
  const values = [];
  let ok = true;
  const inputs = document.querySelectorAll("#entry-sides input:not(.penalty-field)");
  for (let i = 0; i < draftLength(); i++) {
    const text = String(state.draft[i] || "").trim();
    const valid = (negativePoints() && state.mode !== "counts" ? /^-?[0-9]+$/ : /^[0-9]+$/)
                  .test(text);
    if (inputs[i])
      inputs[i].setAttribute("aria-invalid", valid ? "false" : "true");
    ok = ok && valid;
    values.push(valid ? Number(text) : null);
  }
  /* A penalty left empty is none. */
  const penalties = [];
  if (hasPenalties()) {
    for (let s = 0; s < nSides(); s++) {
      const text = String(state.penalties[s] || "").trim();
      const valid = text === "" || /^[0-9]+$/.test(text);
      const input = $("penalty-" + s);
      if (input)
        input.setAttribute("aria-invalid", valid ? "false" : "true");
      ok = ok && valid;
      penalties.push(valid && text !== "" ? Number(text) : 0);
    }
  }
  if (!ok)
    return null;
  let end;
  if (state.mode === "counts") {
    const counts = [];
    for (let s = 0; s < nSides(); s++)
      counts.push(values.slice(s * 4, s * 4 + 4));
    end = { counts: counts };
  } else if (penalties.some((penalty) => penalty !== 0)) {
    end = { points: values, penalties: penalties };
  } else {
    end = { points: values };
  }
  if (state.timeCalled && timeCanBeCalled())
    end.time_called = true;
  return end;
}

function toggleTimeCalled() {
  state.timeCalled = $("time-called").checked;
  save();
}

function gamesWith(end) {
  const games = state.games.map((game) => ({ ends: game.ends.slice() }));
  const next = state.answer ? state.answer.next : null;
  const g = next ? next.game : Math.max(games.length - 1, 0);
  while (games.length <= g)
    games.push({ ends: [] });
  games[g].ends.push(end);
  return games;
}

/* Asks the rules about @games; takes them when they are accepted. Returns
 * true when they were. */
async function check(games) {
  const matchId = state.match.id;
  state.busy = true;
  renderEntryButtons();
  let answer;
  try {
    answer = await post("check", games);
  } catch (e) {
    answer = null;
  }
  state.busy = false;
  if (!state.match || state.match.id !== matchId)
    return false;
  if (answer !== null && answer.status === 200 && answer.json) {
    state.games = games;
    state.answer = answer.json;
    state.refusal = null;
    state.offline = false;
    save();
    render();
    return true;
  } else if (answer !== null && answer.status === 403) {
    linkGone();
    return false;
  } else if (answer !== null && answer.status === 409) {
    state.notice = { kind: "bad", lines: [_("This match already has a result; ask the desk")] };
  } else {
    const message = answer === null
                    ? _("The desk cannot be reached. Check the connection and try again.")
                    : errorMessage(answer.json) ||
                      fmt(_("The desk answered with an error (%u); try again."), answer.status);
    /* Before the first answer there is no end to put it next to. */
    if (state.answer === null)
      state.notice = { kind: "bad", lines: [message], retry: () => check(state.games) };
    else
      state.refusal = message;
  }
  render();
  return false;
}

async function addEnd() {
  if (state.busy || !state.answer || !state.answer.next)
    return;
  const end = readDraft();
  if (end === null) {
    state.refusal = _("Type a whole number in every field.");
    renderRefusal();
    return;
  }
  if (await check(gamesWith(end))) {
    state.draft = [];
    state.penalties = [];
    state.timeCalled = false;
    if (state.notice && state.notice.kind !== "bad")
      state.notice = null;
    save();
    render();
    if (state.answer.next)
      focusEntry();
    else
      $("submit").focus();
  }
}

/* Takes back the last accepted end into the fields, to be corrected. */
async function takeBack() {
  if (state.busy)
    return;
  const games = state.games.map((game) => ({ ends: game.ends.slice() }));
  while (games.length > 0 && games[games.length - 1].ends.length === 0)
    games.pop();
  if (games.length === 0)
    return;
  const end = games[games.length - 1].ends.pop();
  if (games[games.length - 1].ends.length === 0)
    games.pop();
  if (await check(games)) {
    if (Array.isArray(end.counts)) {
      state.mode = "counts";
      state.draft = end.counts.flat().map(String);
    } else {
      state.mode = "points";
      state.draft = (end.points || []).map(String);
      state.penalties = Array.isArray(end.penalties)
                        ? end.penalties.map((penalty) => penalty ? String(penalty) : "") : [];
    }
    state.timeCalled = end.time_called === true;
    save();
    render();
    focusEntry();
  }
}

async function chooseFirst(side) {
  if (state.busy)
    return;
  state.firsts[state.answer.next.game] = side;
  save();
  await check(state.games);
}

function toggleMode() {
  state.mode = state.mode === "counts" ? "points" : "counts";
  state.draft = [];
  state.penalties = [];
  state.refusal = null;
  save();
  render();
  focusEntry();
}

/* "Match 12: Anna wins 2–1", made now: the notice outlives the match on
 * the board, whose names the page follows. */
function resultLine(answer) {
  const line = element("span");
  line.append(fmtNodes(_("Match %u: %s"), state.match.number, finalText(answer)));
  return line;
}

async function submit() {
  if (state.busy || !state.answer || state.answer.next)
    return;
  const matchId = state.match.id;
  state.busy = true;
  state.notice = null;
  render();
  let answer;
  try {
    answer = await post("result", state.games);
  } catch (e) {
    answer = null;
  }
  state.busy = false;
  if (!state.match || state.match.id !== matchId)
    return;
  if (answer === null) {
    state.notice = { kind: "bad", retry: submit,
                     lines: [_("The desk cannot be reached. Your ends are kept; try again.")] };
  } else if (answer.status === 200) {
    state.sent = "stored";
    state.notice = { kind: "good",
                     lines: [_("Result sent"), resultLine(answer.json || state.answer)] };
  } else if (answer.status === 202 && answer.json && answer.json.waiting === "players") {
    state.sent = "players";
    state.notice = { kind: "info",
                     lines: [_("Waiting for both players to agree"), resultLine(state.answer)] };
  } else if (answer.status === 202) {
    state.sent = "waiting";
    state.notice = { kind: "info",
                     lines: [_("Sent; the desk confirms it"), resultLine(state.answer)] };
  } else if (answer.status === 409) {
    state.notice = { kind: "bad", lines: [_("This match already has a result; ask the desk")] };
  } else if (answer.status === 403) {
    linkGone();
    return;
  } else {
    state.notice = { kind: "bad", retry: submit,
                     lines: [errorMessage(answer.json) ||
                             fmt(_("The desk answered with an error (%u); try again."),
                                 answer.status)] };
  }
  save();
  render();
  $("notice").focus();
}

function linkGone() {
  state.gone = true;
  state.notice = { kind: "bad", lines: [_("This link no longer works; scan the code again")] };
  render();
}

/* Drawing the page */

function renderNotice() {
  const notice = $("notice");
  let shown = state.notice;
  if (!shown && state.offline)
    shown = { kind: "bad", lines: [_("No connection to the desk; trying again…")] };
  if (!shown && state.match && state.sent === "waiting")
    shown = { kind: "info", lines: [_("Sent; the desk confirms it")] };
  if (!shown && state.match && state.sent === "players")
    shown = { kind: "info", lines: [_("Waiting for both players to agree")] };
  if (!shown && state.match && state.sent === "disputed")
    shown = { kind: "info", lines: [_("Sent to the desk: a player said it is not right")] };
  if (!shown && state.match && state.sent === "stored")
    shown = { kind: "good", lines: [_("Result sent")] };
  /* No match here: where a series is served, its card leads the page. */
  if (!shown && state.loaded && !state.match && !state.gone && !state.series)
    shown = { kind: "info", lines: [] };
  notice.hidden = !shown;
  notice.replaceChildren();
  if (!shown)
    return;
  notice.className = "notice " + shown.kind;
  /* A line with names is an element, copied: it is drawn again and again. */
  for (const line of shown.lines) {
    const paragraph = element("p");
    paragraph.append(line instanceof Node ? line.cloneNode(true) : line);
    notice.append(paragraph);
  }
  /* A result sent stays in sight after the match left the board. */
  if (shown.kind !== "bad" && state.loaded && !state.match && !state.gone && !state.series)
    notice.append(element("p", null, _("No match on this board yet")));
  if (shown.retry && shown.retry !== submit) {
    const retry = element("button", "primary", _("Try again"));
    retry.type = "button";
    retry.addEventListener("click", () => {
      state.notice = null;
      shown.retry();
    });
    notice.append(retry);
  }
}

function renderFirstChoice() {
  const box = $("first-choice");
  const answer = state.answer;
  const open = answer && answer.next && answer.next.end === 0 && firstChosen(answer.next.game) &&
               answer.next.first !== null && answer.next.first !== undefined && !state.sent;
  box.hidden = !open;
  if (!open)
    return;
  /* Nothing is pressed until the players chose: the rules' default would
   * look like an answer nobody gave. */
  const chosen = state.firsts[answer.next.game];
  $("first-label").textContent = fmt(_("Who shoots first in game %u?"), answer.next.game + 1);
  $("first-note").hidden = Number.isInteger(chosen);
  $("first-note").textContent = _("Choose before typing the first end.");
  $("first-buttons").setAttribute("aria-labelledby", "first-label");
  const buttons = $("first-buttons");
  buttons.replaceChildren();
  for (let s = 0; s < nSides(); s++) {
    const button = element("button");
    button.append(sideElement(s));
    button.type = "button";
    button.setAttribute("aria-pressed", chosen === s ? "true" : "false");
    button.addEventListener("click", () => chooseFirst(s));
    buttons.append(button);
  }
}

/* A field of the end being typed: @index is its place in the draft (the
 * JSON's order), @shown its place on the page, which Enter walks through. */
function pointsInput(index, shown, label) {
  const input = element("input", "points");
  input.type = "text";
  /* A phone's number pad has no minus sign: where the rules allow one,
   * the keyboard with it. */
  const negative = negativePoints() && state.mode !== "counts";
  input.inputMode = negative ? "text" : "numeric";
  input.pattern = negative ? "-?[0-9]*" : "[0-9]*";
  input.autocomplete = "off";
  input.enterKeyHint = "next";
  input.id = "field-" + shown;
  input.value = state.draft[index] || "";
  input.setAttribute("aria-label", label);
  input.addEventListener("input", () => {
    state.draft[index] = input.value;
    input.removeAttribute("aria-invalid");
    save();
  });
  input.addEventListener("keydown", (event) => {
    if (event.key !== "Enter")
      return;
    event.preventDefault();
    const nextField = $("field-" + (shown + 1));
    if (nextField)
      nextField.focus();
    else
      addEnd();
  });
  return input;
}

/* A side's penalty in the end being typed (court, deck): points taken off,
 * left empty for none. Enter goes on to the end's points as a whole. */
function penaltyInput(s, label) {
  const box = element("label", "penalty");
  box.append(element("span", null, _("Penalty")));
  const input = element("input", "points penalty-field");
  input.type = "text";
  input.inputMode = "numeric";
  input.pattern = "[0-9]*";
  input.autocomplete = "off";
  input.id = "penalty-" + s;
  input.value = state.penalties[s] || "";
  input.setAttribute("aria-label", label);
  input.addEventListener("input", () => {
    state.penalties[s] = input.value;
    input.removeAttribute("aria-invalid");
    save();
  });
  input.addEventListener("keydown", (event) => {
    if (event.key !== "Enter")
      return;
    event.preventDefault();
    addEnd();
  });
  box.append(input);
  return box;
}

function renderEntry() {
  const entry = $("entry");
  const next = state.answer ? state.answer.next : null;
  entry.hidden = !next || !!state.sent || firstPending();
  if (entry.hidden)
    return;
  const sjoelbak = countsCompartments();
  const g = next.game;
  $("entry-title").textContent = sjoelbak ? fmt(_("Game %u"), g + 1)
                                          : fmt(_("Game %u, end %u"), g + 1, next.end + 1);
  const sides = $("entry-sides");
  sides.replaceChildren();
  sides.classList.toggle("wide", state.mode === "counts");
  for (let s = 0; s < nSides(); s++) {
    const side = element("div", "entry-side");
    const name = element("div", "side-name");
    name.append(sideElement(s));
    if (next.hammer === s) {
      const note = element("div", "hammer-note");
      note.append(hammerMark(_("Has the hammer")), _("Has the hammer"));
      name.append(note);
    }
    side.append(name);
    if (state.mode === "counts") {
      const boxes = element("div", "compartments");
      for (const c of BOARD_ORDER) {
        const cell = element("label");
        cell.append(element("span", null, c + 1));
        cell.append(pointsInput(s * 4 + c, s * 4 + boxes.childElementCount,
                                fmt(_("Game %u, %s, compartment %u"), g + 1,
                                    isolated(sideName(s)), c + 1)));
        boxes.append(cell);
      }
      side.append(boxes);
    } else {
      side.append(pointsInput(s, s, sjoelbak
                                    ? fmt(_("Game %u, %s, total"), g + 1, isolated(sideName(s)))
                                    : fmt(_("Game %u, end %u, %s"), g + 1, next.end + 1,
                                          isolated(sideName(s)))));
      if (hasPenalties())
        side.append(penaltyInput(s, fmt(_("Penalty of %s"), isolated(sideName(s)))));
    }
    sides.append(side);
  }
  const called = $("time-called");
  $("time-called-box").hidden = !timeCanBeCalled();
  $("time-called-label").textContent = _("Time called in this end");
  called.checked = state.timeCalled && timeCanBeCalled();
  const mode = $("mode");
  mode.hidden = !sjoelbak;
  mode.textContent = state.mode === "counts" ? _("Enter totals") : _("Enter compartments");
  $("add-end").textContent = sjoelbak ? _("Add game") : _("Add end");
  renderRefusal();
  renderEntryButtons();
}

/* The rules' sentence names the sides in plain text: each name isolated
 * there too, so that a direction mark in it stays inside it. */
function isolateNames(text) {
  let isolatedText = text;
  for (let s = 0; s < nSides(); s++) {
    const name = sideName(s);
    if (name !== "")
      isolatedText = isolatedText.split(name).join(isolated(name));
  }
  return isolatedText;
}

function renderRefusal() {
  const refusal = $("refusal");
  refusal.hidden = !state.refusal;
  refusal.textContent = state.refusal && state.match ? isolateNames(state.refusal) : "";
}

function renderEntryButtons() {
  $("add-end").disabled = state.busy;
  $("submit").disabled = state.busy;
  $("take-back").disabled = state.busy;
}

/* The result typed here in words, with its Submit button; not while a
 * result sent waits for others (@waiting): that one is shown instead. */
function renderFinish(waiting) {
  const finish = $("finish");
  const answer = state.answer;
  finish.hidden = !answer || !!answer.next || waiting;
  if (finish.hidden)
    return;
  $("final").replaceChildren(finalText(answer));
  const button = $("submit");
  button.hidden = state.sent !== null;
  button.textContent = state.notice && state.notice.retry === submit ? _("Try again")
                                                                   : _("Submit result");
}

function render() {
  const title = state.boardName || fmt(_("Board %u"), BOARD);
  $("board-title").textContent = title;
  document.title = title;
  renderNotice();
  /* The series' card finder: on a board the series uses, while no match
     of another event is on it. */
  $("series").hidden = !state.series || Boolean(state.match) || state.gone;
  const sheet = $("sheet");
  sheet.hidden = !state.match || state.gone;
  if (sheet.hidden) {
    $("match-title").textContent = "";
    return;
  }
  /* On a day the board plays several events: whose match this is. */
  const event = state.match.event && typeof state.match.event.name === "string"
                ? state.match.event.name : "";
  $("match-title").textContent = event !== ""
                                 ? fmt(_("%s · Match %u"), isolated(event), state.match.number)
                                 : fmt(_("Match %u"), state.match.number);
  $("names").replaceChildren(namesNodes());
  $("match-format").textContent = formatText();
  $("match-format").hidden = $("match-format").textContent === "";
  renderClock();
  const games = $("games");
  games.replaceChildren();
  if (!state.answer) {
    $("entry").hidden = true;
    $("finish").hidden = true;
    $("first-choice").hidden = true;
    $("take-back").hidden = true;
    return;
  }
  renderFirstChoice();
  const waiting = renderWaitingResults(games);
  if (!waiting)
    renderGames(games, state.answer, "");
  renderEntry();
  renderFinish(waiting);
  const takeBack = $("take-back");
  takeBack.hidden = acceptedEnds() === 0 || state.sent !== null;
  takeBack.textContent = countsCompartments() ? _("Take back the last game")
                                               : _("Take back the last end");
  renderEntryButtons();
}

function focusEntry() {
  const field = document.querySelector("#entry-sides input");
  if (field && !$("entry").hidden)
    field.focus();
}

/* Following the board */

async function openMatch(match) {
  state.match = match;
  state.clock = match.clock && Number.isInteger(match.clock.left)
                ? { minutes: match.clock.minutes, left: match.clock.left, at: Date.now() } : null;
  state.answer = null;
  state.refusal = null;
  restore(match);
  if (state.notice && state.notice.kind === "bad")
    state.notice = null;
  render();
  await check(state.games);
}

function acceptedEnds() {
  return state.games.reduce((n, game) => n + game.ends.length, 0);
}

/* Whether ends were typed here for the open match and not sent. */
function typedUnsent() {
  return state.match !== null && state.sent === null &&
         (acceptedEnds() > 0 || state.draft.some((field) => String(field || "").trim() !== ""));
}

/* The board went on while ends typed here were not sent (another phone or
 * the desk stored the match's result, or the desk moved it): say so, on the
 * next match, until the next end is typed there. */
function noteLeft() {
  if (!typedUnsent())
    return;
  state.notice = { kind: "info", lines: [
    fmt(_("Match %u is no longer on this board; the ends typed here were not sent."),
        state.match.number)] };
}

function follow(data) {
  $("main").removeAttribute("aria-busy");
  if (typeof data.name === "string" && data.name !== "")
    state.boardName = data.name;
  const match = data.match || null;
  if (match === null) {
    noteLeft();
    if (state.match !== null || !state.loaded) {
      state.match = null;
      state.answer = null;
      state.loaded = true;
      render();
    }
    return;
  }
  state.loaded = true;
  /* A match new here is opened, and what waits of it taken at once: a
   * page opened while its result waits shows that result. */
  if (state.match === null || state.match.id !== match.id) {
    noteLeft();
    openMatch(match);
  }
  state.clock = match.clock && Number.isInteger(match.clock.left)
                ? { minutes: match.clock.minutes, left: match.clock.left, at: Date.now() } : null;
  /* The names, or what waits: who agreed so far. */
  const shown = (m) => JSON.stringify([m.names, m.proposal || null, m.versions || null]);
  if (shown(match) !== shown(state.match)) {
    state.match = match;
    render();
  }
  /* A result waits for the players (sent from this page or another), or
     a player disputed it: no second entry, the page says what it waits for. */
  const agreement = match.agreement === "disputed" ? "disputed"
                    : match.agreement === "proposed" ? "players" : null;
  if (agreement !== null && state.sent !== agreement &&
      (state.sent === null || state.sent === "players")) {
    state.sent = agreement;
    state.match = match;
    if (agreement === "disputed")
      state.notice = null;
    save();
    render();
  }
  /* The desk turned the result down: the ends can be put right and sent again. */
  if (state.sent === "waiting" && match.submission === "rejected") {
    state.sent = null;
    state.match = match;
    const message =
      _("The desk did not take this result; check the ends with the desk and send it again.");
    state.notice = { kind: "error", lines: [message] };
    save();
    render();
  }
  /* The first check of this match failed: try again with the board. */
  if (state.answer === null && !state.busy)
    check(state.games);
}

async function poll() {
  try {
    const response = await fetch("/api/boards/" + BOARD + KEY_QUERY, { cache: "no-store" });
    if (response.status === 403) {
      linkGone();
      return;
    }
    if (response.ok) {
      const wasOffline = state.offline;
      state.offline = false;
      follow(await response.json());
      if (wasOffline)
        renderNotice();
    }
  } catch (e) {
    if (!state.offline) {
      state.offline = true;
      renderNotice();
    }
  }
  setTimeout(poll, POLL_MS);
}

/* TRANSLATORS: the code of this translation's language ("nl", "de"), for
   the page's lang attribute: screen readers pick their voice by it. */
document.documentElement.lang = _("en");
$("add-end").addEventListener("click", addEnd);
$("take-back").addEventListener("click", takeBack);
$("mode").addEventListener("click", toggleMode);
$("submit").addEventListener("click", submit);
$("time-called").addEventListener("change", toggleTimeCalled);
setInterval(renderClock, 1000);
$("notice").tabIndex = -1;
render();
poll();
/* A series card moves with its player from board to board: this board
 * takes the card of whoever shoots here now, where a series' cards are
 * shot on it (its "boards"). */
$("series").hidden = true;
new SeriesCardView($("series"), new URLSearchParams(location.search).get("key") || "", true,
                   (shown, events) => {
                     const here = !events ? state.series && shown
                       : shown && events.some((event) => Array.isArray(event.boards) &&
                                                         event.boards.includes(BOARD));
                     if (state.series !== here) {
                       state.series = here;
                       render();
                     }
                   }).start();
