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
/* Sjoelbak's compartments in the order they sit on the board: 2, 3, 4, 1.
 * The JSON keeps them in the order 1, 2, 3, 4; these are its indices. */
const BOARD_ORDER = [1, 2, 3, 0];

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

/* What the match is */

/* The match's rule set as `hammer-cli rules` describes it, from the rules'
 * answer to a check: what the page asks depends on it, never on a game's
 * name. */
function ruleSet() {
  return state.answer && state.answer.rule_set ? state.answer.rule_set : null;
}

/* What an end may hold as the server tells it from the rules: {"points":
 * {"min", "max"}, "penalty_step"}, or null. */
function limits() {
  return state.match && state.match.limits && typeof state.match.limits === "object"
         ? state.match.limits : null;
}

/* Whether a side's points in an end may be below zero (court's 10-off
 * area): the rules' least points of an end say, else the zones. */
function negativePoints() {
  const points = limits() ? limits().points : null;
  if (points && typeof points.min === "number")
    return points.min < 0;
  const rules = ruleSet();
  return rules !== null && Array.isArray(rules.zones) &&
         rules.zones.some((zone) => zone.value < 0);
}

/* Whether the game's score sheet has penalties (court, deck). */
function hasPenalties() {
  return limits() !== null && Number.isInteger(limits().penalty_step) &&
         limits().penalty_step > 0 && state.mode !== "counts";
}

/* Whether a game is one end of disks counted in compartments (sjoelbak):
 * typed as totals or as counts, and headed by the game. */
function countsCompartments() {
  const rules = ruleSet();
  return rules !== null && Array.isArray(rules.compartments) && rules.ends_per_game === 1;
}

function nSides() {
  if (state.answer && state.answer.options && state.answer.options.sides)
    return state.answer.options.sides;
  return Array.isArray(state.match.names) ? Math.max(state.match.names.length, 1) : 2;
}

function sideName(s) {
  const names = state.match && Array.isArray(state.match.names) ? state.match.names : [];
  return typeof names[s] === "string" && names[s] !== "" ? names[s] : fmt(_("Side %u"), s + 1);
}

/* The players of side @s by name where it has two or more, else null. */
function sidePlayers(s) {
  const all = state.match && Array.isArray(state.match.player_names)
              ? state.match.player_names : [];
  return Array.isArray(all[s]) && all[s].length >= 2 ? all[s] : null;
}

/* Players as said aloud: "Anna and Bert", "Anna, Bert and Carla". */
function spokenPlayers(players) {
  return fmt(_("%s and %s"), players.slice(0, -1).map(isolated).join(", "),
             isolated(players[players.length - 1]));
}

/* A side's name isolated (<bdi>), for the page's text; a side of two
 * players as both of them. */
function sideElement(s) {
  const players = sidePlayers(s);
  return players ? sideNode(sideName(s), players, spokenPlayers(players))
                 : nameElement(sideName(s));
}

function namesNodes() {
  const fragment = document.createDocumentFragment();
  for (let s = 0; s < nSides(); s++) {
    if (s > 0)
      fragment.append(" – ");
    fragment.append(sideElement(s));
  }
  return fragment;
}

/* The game the match is played to, how many games and the event's format:
 * "Games to 15 points · best of 3 · Round robin". The variants the event
 * plays come in the rules' words ("Hangers score 13, corners 26"); one of
 * a frame limit names the target too. */
function formatText() {
  const options = state.match && state.match.options ? state.match.options : {};
  const variants = Array.isArray(state.match.variants)
                   ? state.match.variants.filter((variant) => typeof variant === "string") : [];
  const limited = Number.isInteger(options.frames) && options.frames > 0;
  const parts = [];
  if (Number.isInteger(options.target) && options.target > 0 && !(limited && variants.length > 0))
    parts.push(fmt(_("Games to %u points"), options.target));
  if (limited && variants.length === 0)
    parts.push(fmt(_("at most %u frames"), options.frames));
  parts.push(...variants);
  if (Number.isInteger(options.games) && options.games > 0)
    parts.push(fmt(_("a series of %u games"), options.games));
  else if (Number.isInteger(options.total_games) && options.total_games > 0)
    ; /* a variant says it */
  else if (Number.isInteger(options.best_of) && options.best_of > 1)
    parts.push(fmt(_("best of %u"), options.best_of));
  else if (options.best_of === 1)
    parts.push(_("one game"));
  if (typeof state.match.format_name === "string" && state.match.format_name !== "")
    parts.push(state.match.format_name);
  return parts.join(" · ");
}

function acceptedEnds() {
  return state.games.reduce((n, game) => n + game.ends.length, 0);
}

/* The score of a finished (or running) match as people read it: games won
 * where a match has several games, else the points. */
function scoreText(answer) {
  /* A series (sjoelbak) counts its total, however many games. */
  const total = ruleSet() !== null && ruleSet().match === "total";
  const several = !total && Array.isArray(answer.games) && answer.games.length > 1;
  const figures = several ? answer.games_won : answer.totals;
  return Array.isArray(figures) ? winnerFirst(figures, answer.winner).join("–") : "";
}

/* The result in words, the winner's name isolated: a fragment to append. */
function finalText(answer) {
  if (nSides() === 1)
    return fmtNodes(_("Total: %s"), scoreText(answer));
  if (answer.winner !== null && answer.winner !== undefined)
    return fmtNodes(_("%s wins %s"), sideElement(answer.winner), scoreText(answer));
  return fmtNodes(_("Tied, %s"), scoreText(answer));
}

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

/* The game clock */

/* The minutes of the game clock the event runs, or 0 for none. */
function clockMinutes() {
  const options = state.answer && state.answer.options ? state.answer.options
                  : state.match && state.match.options ? state.match.options : {};
  return Number.isInteger(options.clock) && options.clock > 0 ? options.clock : 0;
}

/* Whether time may be called in the next end: the game has a clock, and
 * time was not called in this game yet (the rules allow it once). */
function timeCanBeCalled() {
  const next = state.answer ? state.answer.next : null;
  if (clockMinutes() === 0 || !next || countsCompartments())
    return false;
  const game = Array.isArray(state.answer.games) ? state.answer.games[next.game] : null;
  return !(game && Array.isArray(game.ends) && game.ends.some((end) => end.time_called));
}

/* "12:05": minutes and seconds. */
function clockText(seconds) {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes + ":" + (rest < 10 ? "0" : "") + rest;
}

/* The time left of the game clock, counted down on the phone from what
 * the board last said; the board says it again at every poll. */
function renderClock() {
  const clock = $("clock");
  const shown = state.clock !== null && !!state.match && !state.sent &&
                !!state.answer && !!state.answer.next;
  clock.hidden = !shown;
  if (!shown)
    return;
  const left = Math.max(0, state.clock.left - Math.floor((Date.now() - state.clock.at) / 1000));
  clock.classList.toggle("up", left === 0);
  const options = state.answer.options || {};
  clock.textContent = left > 0 ? fmt(_("Time left %s"), clockText(left))
                      : options.clock_round === true
                        ? _("Time is up: the round in play is finished")
                        : _("Time is up: the end in play is finished");
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

function hammerMark(label) {
  const mark = element("span", "hammer");
  mark.setAttribute("role", "img");
  mark.setAttribute("aria-label", label);
  mark.title = _("Has the hammer: shoots last in this end");
  return mark;
}

function tableHead(first) {
  const head = element("thead");
  const row = element("tr");
  row.append(element("th", "num", first));
  for (let s = 0; s < nSides(); s++) {
    const th = element("th");
    th.append(sideElement(s));
    th.scope = "col";
    row.append(th);
  }
  head.append(row);
  return head;
}

function gameResultText(game, g) {
  if (game.state !== "finished" || nSides() < 2)
    return null;
  const totals = game.totals || [];
  if (game.winner !== null && game.winner !== undefined) {
    const others = totals.filter((value, s) => s !== game.winner);
    return fmtNodes(_("Game %u to %s, %d–%d"), g + 1, sideElement(game.winner),
                    totals[game.winner], Math.max(...others));
  }
  return fmtNodes(_("Game %u tied, %d–%d"), g + 1, totals[0], Math.max(...totals.slice(1)));
}

function renderEndGames(container) {
  state.answer.games.forEach((game, g) => {
    if (!Array.isArray(game.ends) || game.ends.length === 0)
      return;
    const section = element("section", "card game");
    const heading = element("h2", null, fmt(_("Game %u"), g + 1));
    heading.id = "game-" + g;
    section.setAttribute("aria-labelledby", heading.id);
    section.append(heading);
    const table = element("table", "ends");
    table.append(tableHead(_("End")));
    const rows = element("tbody");
    game.ends.forEach((end, e) => {
      const row = element("tr");
      const num = element("td", "num", e + 1);
      /* The end in which time was called. */
      if (end.time_called === true) {
        /* A word, not a symbol: a phone may lack the font for one. */
        const mark = element("span", "time-mark", _("Time"));
        mark.title = _("Time called");
        mark.setAttribute("aria-hidden", "true");
        num.append(mark, element("span", "visually-hidden", _("Time called")));
      }
      row.append(num);
      for (let s = 0; s < nSides(); s++) {
        const cell = element("td");
        if (end.hammer === s)
          cell.append(hammerMark(_("Has the hammer")));
        cell.append(element("span", "pts", end.points ? end.points[s] : ""));
        const total = element("span", "tot", end.totals ? end.totals[s] : "");
        total.title = _("Running total");
        cell.append(element("span", "visually-hidden", _("Running total")), total);
        /* The points above are after it; the penalty says why they are fewer. */
        if (Array.isArray(end.penalties) && end.penalties[s] > 0)
          cell.append(element("span", "counts", fmt(_("penalty %d"), end.penalties[s])));
        row.append(cell);
      }
      rows.append(row);
    });
    table.append(rows);
    section.append(table);
    const result = gameResultText(game, g);
    if (result) {
      const line = element("p", "game-result");
      line.append(result);
      section.append(line);
    }
    container.append(section);
  });
}

function renderSjoelbakGames(container) {
  const played = state.answer.games.filter((game) => Array.isArray(game.ends) &&
                                                     game.ends.length > 0);
  if (played.length === 0)
    return;
  const section = element("section", "card game");
  const table = element("table", "ends");
  table.append(tableHead(_("Game")));
  const rows = element("tbody");
  played.forEach((game, g) => {
    const end = game.ends[0];
    const row = element("tr");
    row.append(element("td", "num", g + 1));
    for (let s = 0; s < nSides(); s++) {
      const cell = element("td");
      cell.append(element("span", "pts", end.points ? end.points[s] : ""));
      if (Array.isArray(end.counts) && Array.isArray(end.counts[s]))
        cell.append(element("span", "counts",
                            BOARD_ORDER.map((c) => end.counts[s][c]).join(" · ")));
      row.append(cell);
    }
    rows.append(row);
  });
  const total = element("tr");
  const heading = element("th", "num", "Σ");
  heading.scope = "row";
  heading.setAttribute("aria-label", _("Total"));
  total.append(heading);
  for (let s = 0; s < nSides(); s++) {
    const cell = element("td");
    cell.append(element("span", "pts", state.answer.totals[s]));
    total.append(cell);
  }
  rows.append(total);
  table.append(rows);
  section.append(table);
  container.append(section);
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

function renderFinish() {
  const finish = $("finish");
  const answer = state.answer;
  finish.hidden = !answer || !!answer.next;
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
  if (countsCompartments())
    renderSjoelbakGames(games);
  else
    renderEndGames(games);
  renderEntry();
  renderFinish();
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
  if (state.match === null || state.match.id !== match.id) {
    noteLeft();
    openMatch(match);
    return;
  }
  state.clock = match.clock && Number.isInteger(match.clock.left)
                ? { minutes: match.clock.minutes, left: match.clock.left, at: Date.now() } : null;
  if (JSON.stringify(match.names) !== JSON.stringify(state.match.names)) {
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
 * takes the card of whoever shoots here now. */
new SeriesCardView($("series"), new URLSearchParams(location.search).get("key") || "", true,
                   (shown) => {
                     $("series").hidden = !shown;
                     if (state.series !== shown) {
                       state.series = shown;
                       renderNotice();
                     }
                   }).start();
