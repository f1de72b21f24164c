/* board-sheet.js — what a board's page knows of its match and how it
 * draws its score sheet: the sides, the format, the game clock, the ends
 * of each game and the result in words, read only, from an answer of the
 * rules (what /check said of the ends typed, or a result sent that waits
 * for the players' agreement). Loaded before board.js, whose page state it
 * reads; board.js takes the ends, sends them and follows the board.
 *
 * Translatable strings are marked with _() around a plain double-quoted
 * literal, no escapes, as in board.js.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
"use strict";

/* Sjoelbak's compartments in the order they sit on the board: 2, 3, 4, 1.
 * The JSON keeps them in the order 1, 2, 3, 4; these are its indices. */
const BOARD_ORDER = [1, 2, 3, 0];

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

/* The ends drawn */

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

/* Game @g of @game as a card whose heading's id starts with @prefix: its
 * table, @first heading the column of @rows' numbers, and who won it. */
function appendGameCard(container, game, g, prefix, first, rows) {
  const section = element("section", "card game");
  const heading = element("h2", null, fmt(_("Game %u"), g + 1));
  heading.id = prefix + "game-" + g;
  section.setAttribute("aria-labelledby", heading.id);
  section.append(heading);
  const table = element("table", "ends");
  table.append(tableHead(first), rows);
  section.append(table);
  const result = gameResultText(game, g);
  if (result) {
    const line = element("p", "game-result");
    line.append(result);
    section.append(line);
  }
  container.append(section);
}

/* Game @g of a version that gives its points, not its ends: a card with
 * its points and who won it. */
function renderGameTotals(container, game, g, prefix) {
  const rows = element("tbody");
  const row = element("tr");
  row.append(element("td", "num", "Σ"));
  for (let s = 0; s < nSides(); s++) {
    const cell = element("td");
    cell.append(element("span", "pts", game.totals[s]));
    row.append(cell);
  }
  rows.append(row);
  appendGameCard(container, game, g, prefix, _("Total"), rows);
}

/* The games of @answer end by end, each game a card whose heading's id
 * starts with @prefix. */
function renderEndGames(container, answer, prefix) {
  answer.games.forEach((game, g) => {
    /* A player's own version may give each game's points only. */
    if (!Array.isArray(game.ends) && Array.isArray(game.totals)) {
      renderGameTotals(container, game, g, prefix);
      return;
    }
    if (!Array.isArray(game.ends) || game.ends.length === 0)
      return;
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
    appendGameCard(container, game, g, prefix, _("End"), rows);
  });
}

function renderSjoelbakGames(container, answer) {
  const played = answer.games.filter((game) => Array.isArray(game.ends) &&
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
    cell.append(element("span", "pts", answer.totals[s]));
    total.append(cell);
  }
  rows.append(total);
  table.append(rows);
  section.append(table);
  container.append(section);
}

/* The games of @answer (an answer of the rules: "games", "totals"), as the
 * game's sheet shows them. */
function renderGames(container, answer, prefix) {
  if (!Array.isArray(answer.games))
    return;
  if (countsCompartments())
    renderSjoelbakGames(container, answer);
  else
    renderEndGames(container, answer, prefix);
}

/* The results waiting for others than this board: the one sent, while
 * the players are to agree to it, and once a player said it is not right,
 * that one and the player's own beside it, as the desk sees them. The
 * server tells them with the match (/api/boards: "proposal", "versions"),
 * so a page opened anew shows them as well as the one that sent. */
function waitingResults() {
  const match = state.match;
  if (state.sent === "players" && match.proposal && Array.isArray(match.proposal.games))
    return [{ result: match.proposal, agreed: match.proposal.agreed_by }];
  if (state.sent !== "disputed" || !Array.isArray(match.versions))
    return [];
  return match.versions.filter((version) => version && version.result &&
                                            Array.isArray(version.result.games))
                       .map((version) => ({ result: version.result,
                                            disputedBy: playerName(version.disputed_by),
                                            from: playerName(version.from_player) }));
}

function playerName(player) {
  return player && typeof player.name === "string" && player.name !== "" ? player.name : null;
}

/* Draws waitingResults() read only, each headed by whose it is, with its
 * result in words and its games; returns whether there were any. */
function renderWaitingResults(container) {
  const shown = waitingResults();
  shown.forEach((version, v) => {
    const card = element("section", "card waiting-result");
    const heading = element("h2", null, version.from
                                        ? fmt(_("As %s says it was"), isolated(version.from))
                                        : _("Sent from this board"));
    heading.id = "waiting-" + v;
    card.setAttribute("aria-labelledby", heading.id);
    const final = element("p", "final");
    final.append(finalText(version.result));
    card.append(heading, final);
    const names = Array.isArray(version.agreed)
                  ? version.agreed.map(playerName).filter((name) => name !== null) : [];
    if (names.length > 0) {
      const line = element("p", "waiting-note");
      line.append(fmtNodes(_("%s agreed"), nameElement(names.join(" / "))));
      card.append(line);
    }
    if (version.disputedBy) {
      const line = element("p", "waiting-note");
      line.append(fmtNodes(_("%s says it is not right"), nameElement(version.disputedBy)));
      card.append(line);
    }
    container.append(card);
    renderGames(container, version.result, "waiting-" + v + "-");
  });
  return shown.length > 0;
}
