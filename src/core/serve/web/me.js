/* me.js — a player's own page on their phone (/me?key=PK).
 *
 * It asks /api/me every 2 seconds, as the hall's page asks /api/event,
 * with the ETag of what it shows (the server answers 304 while nothing
 * changed), and draws the answer as a list of cards. When the player's
 * next match is called to a board, the whole screen says so ("Board 4 —
 * now"), with a beep once the phone allows sound (after the first tap, as
 * browsers require) and a vibration where the phone has one.
 *
 * A card is a function in CARDS: given the answer of /api/me it returns
 * its <section> or null to leave it out. Another card (results to agree, a
 * sjoelbak series) is one more entry there.
 *
 * Translatable strings are marked with _() around a plain double-quoted
 * literal, no escapes: xgettext and the server (hammer-web-pages.c) both
 * read them from this file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
"use strict";

const POLL_MS = 2000;
const KEY = new URLSearchParams(location.search).get("key") || "";
/* The calls the player has seen (match ids), kept while the tab lives. */
const SEEN_STORAGE = "hammer.me.seen-calls";

/* TRANSLATORS: the code of this translation's language ("nl", "de"), for
   the page's lang attribute and the way times are written. */
const LANGUAGE = _("en");

const me = { etag: null, offline: false, refused: false, audio: null, shownCall: null,
             series: null, disputing: null, disputeText: "" };

/* Helpers the cards share */

/* The board of @match by its own name, or "Board 4". */
function boardText(match) {
  return match.board_name || fmt(_("Board %u"), match.board);
}

/* A time of day from an ISO 8601 instant, in the phone's own clock. */
function timeText(iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime()))
    return "";
  return date.toLocaleTimeString(LANGUAGE, { hour: "2-digit", minute: "2-digit" });
}

function opponentsText(match) {
  const names = (match.opponents || []).filter((name) => typeof name === "string");
  return names.length > 0 ? names.join(" / ") : null;
}

/* "Against Bert", or that the opponent is not known yet. */
function opponentsLine(match) {
  const names = opponentsText(match);
  if (names === null)
    return element("p", "line", _("Opponent not known yet"));
  const line = element("p", "line");
  line.append(fmtNodes(_("Against %s"), nameElement(names)));
  return line;
}

/* "With Dirk": the player's partners on their side (rotating partners), or
 * null where they have none. */
function partnersLine(match) {
  const names = (match.partners || []).filter((name) => typeof name === "string");
  if (names.length === 0)
    return null;
  const line = element("p", "line");
  line.append(fmtNodes(_("With %s"), nameElement(names.join(" / "))));
  return line;
}

/* A sjoelbak series card has no opponent: the games on it of the series'
 * length, the running total and the board of the next game. */
function seriesLines(match, section) {
  const series = match.series;
  section.append(element("p", "big", fmt(_("%u of %u games"), series.entered, series.games)));
  section.append(element("p", "line", fmt(_("Total so far: %d"), series.total)));
  if (!match.called && Number.isInteger(series.next_board))
    section.append(element("p", "line", fmt(_("Game %u on %s"), series.entered + 1,
                                            fmt(_("Board %u"), series.next_board))));
}

/* "Singles · Semi-final": the event, and the round where it has a name. */
function eventText(match) {
  return typeof match.round_name === "string" && match.round_name !== ""
    ? match.event_name + " · " + match.round_name : match.event_name;
}

/* The points of each game of @games (each with "totals"), the player's
 * own first: "15–10, 12–15"; "" where a game has none. */
function gamesText(games, side) {
  const scores = (games || []).map((game) => {
    const totals = game && Array.isArray(game.totals) ? game.totals : null;
    if (!totals || totals.length !== 2)
      return null;
    return side === 0 ? totals.join("–") : [totals[1], totals[0]].join("–");
  });
  return scores.every((score) => score !== null) ? scores.join(", ") : "";
}

/* "After match 12", naming the event where it is another one. */
function afterText(match) {
  if (!match.after)
    return null;
  if (match.after.event === match.event)
    return fmt(_("After match %u"), match.after.number);
  return fmt(_("After match %u of %s"), match.after.number,
             isolated(match.after.event_name || "?"));
}

/* The result of a finished match, the player's own figure first; a series
 * card's, its total. */
function resultText(result, series) {
  if (series)
    return fmt(_("Total %d"), series.total);
  /* A match of one game says its points; of more, the games won. */
  const games = Array.isArray(result.games_won)
    ? result.games_won.reduce((sum, n) => sum + n, 0) : 0;
  const figures = games > 1 ? result.games_won : result.totals;
  let score = "";
  if (Array.isArray(figures) && figures.length === 2)
    score = result.side === 0 ? figures.join("–") : [figures[1], figures[0]].join("–");
  if (result.won === true)
    return fmt(_("Won %s"), score).trim();
  if (result.won === false)
    return fmt(_("Lost %s"), score).trim();
  return fmt(_("Drawn %s"), score).trim();
}

function card(id, heading) {
  const section = element("section", "card");
  section.id = id;
  const title = element("h2", null, heading);
  title.id = id + "-title";
  section.setAttribute("aria-labelledby", title.id);
  section.append(title);
  return section;
}

/* The cards */

function nextCard(data) {
  const section = card("next-card", _("Your next match"));
  const match = data.next;
  if (!match) {
    section.append(element("p", "line", data.finished
      ? _("You have no more matches to play; your places are below.")
      : _("No match for you to play now; your next one shows here.")));
    return section;
  }
  section.append(element("p", "line muted", eventText(match)));
  /* Played, and agreed on this side: the other side's agreement is what
     it waits for, not the board. */
  const agreed = (data.agreed || []).find((item) => item.match === match.match);
  if (!agreed && match.waiting) {
    /* Played: its result waits, above, for this player to agree, or with
       the desk; the board is not where they are wanted any more. */
    section.append(element("p", "big state-agreed", match.waiting === "desk"
      ? _("The result is with the desk") : _("Agree to the result above")));
    section.append(opponentsLine(match));
    return section;
  }
  if (agreed) {
    const waiting = element("p", "big state-agreed");
    waiting.append(fmtNodes(_("Waiting for %s to agree"),
                            nameElement(opponentsText(agreed) || "?")));
    const won = typeof agreed.winner === "number" ? agreed.winner === agreed.side : null;
    section.append(waiting, element("p", "line", resultText({ side: agreed.side, won,
                                                              games_won: agreed.games_won,
                                                              totals: agreed.totals })));
    return section;
  }
  if (match.called) {
    section.append(element("p", "big state-called",
                           fmt(_("%s — now"), boardText(match))));
  } else if (match.board) {
    section.append(element("p", "big", boardText(match)));
  }
  if (match.series) {
    seriesLines(match, section);
    return section;
  }
  section.append(opponentsLine(match));
  const partners = partnersLine(match);
  if (partners)
    section.append(partners);
  const after = match.called ? null : afterText(match);
  if (after)
    section.append(element("p", "line", after));
  if (!match.called && match.eta)
    section.append(element("p", "line", fmt(_("Expected at %s"), timeText(match.eta))));
  return section;
}

function resultsCard(data) {
  const results = data.results || [];
  if (results.length === 0)
    return null;
  const section = card("results-card", _("Results"));
  const list = element("ul", "rows");
  results.forEach((match) => {
    const row = element("li");
    const what = element("span", "what");
    const won = match.series ? null : match.result.won;
    what.append(element("span", won === true ? "won" : won === false ? "lost" : null,
                        resultText(match.result, match.series)));
    if (!match.series)
      what.append(" ", fmtNodes(_("Against %s"), nameElement(opponentsText(match) || "?")));
    const partners = (match.partners || []).filter((name) => typeof name === "string");
    if (partners.length > 0)
      what.append(" · ", fmtNodes(_("With %s"), nameElement(partners.join(" / "))));
    row.append(what, element("span", "when", eventText(match)));
    list.append(row);
  });
  section.append(list);
  return section;
}

function standingsCard(data) {
  /* A place says something once the player has played, or is out. */
  const standings = (data.standings || []).filter((line) => line.played > 0 || data.finished);
  if (standings.length === 0)
    return null;
  const section = card("standings-card", _("Your place"));
  const list = element("ul", "rows");
  standings.forEach((line) => {
    const row = element("li");
    row.append(element("span", "what", line.event_name),
               element("span", "when now", fmt(_("Place: %s"), line.place_text)));
    list.append(row);
  });
  section.append(list);
  return section;
}

function stateText(match) {
  if (match.result)
    return resultText(match.result, match.series);
  if (match.waiting === "desk")
    return _("With the desk");
  if (match.waiting === "players")
    return _("Result to agree");
  if (match.called)
    return fmt(_("%s — now"), boardText(match));
  if (match.series)
    return fmt(_("%u of %u games"), match.series.entered, match.series.games);
  if (match.state === "in_progress")
    return _("Playing now");
  if (match.eta)
    return fmt(_("Expected at %s"), timeText(match.eta));
  if (match.state === "pending")
    return _("Opponent not known yet");
  return _("Waiting");
}

function scheduleCard(data) {
  const schedule = data.schedule || [];
  if (schedule.length === 0)
    return null;
  const section = card("schedule-card", _("Your schedule"));
  const list = element("ul", "rows");
  schedule.forEach((match) => {
    const row = element("li");
    const what = element("span", "what");
    if (match.series) {
      what.append(fmt(_("Series card %u"), match.number), " · ", match.event_name);
    } else {
      what.append(fmt(_("Match %u"), match.number), " · ", eventText(match), " · ");
      what.append(nameElement(opponentsText(match) || "?"));
    }
    row.append(what, element("span", match.called ? "when now" : "when", stateText(match)));
    list.append(row);
  });
  section.append(list);
  return section;
}

/* Results a board sent that wait for the player's agreement: the score,
   their own figure first, with Agree and Not right. Agree goes to the desk
   at once, Not right after a question (disputePanel()); the card goes once
   the next answer of /api/me says so. */
function agreeCard(data) {
  const waiting = data.to_agree || [];
  if (waiting.length === 0)
    return null;
  const section = card("agree-card", _("Results to agree"));
  waiting.forEach((item) => {
    const block = element("div", "agree");
    block.append(element("p", "line muted", fmt(_("Match %u"), item.number) + " · " +
                                            item.event_name));
    const won = typeof item.winner === "number" ? item.winner === item.side : null;
    block.append(element("p", "big", resultText({ side: item.side, won,
                                                  games_won: item.games_won,
                                                  totals: item.totals })));
    /* Each game's points too: the difference counts in the standings. */
    const games = gamesText(item.games, item.side);
    if (games !== "")
      block.append(element("p", "line agree-games", fmt(_("Games: %s"), games)));
    block.append(opponentsLine(item));
    const agreed = (item.agreed_by || []).map((player) => player.name)
      .filter((name) => typeof name === "string");
    if (agreed.length > 0) {
      const line = element("p", "line muted");
      line.append(fmtNodes(_("%s agreed"), nameElement(agreed.join(" / "))));
      block.append(line);
    }
    const buttons = element("div", "agree-actions");
    const yes = element("button", "primary agree-yes", _("Agree"));
    const no = element("button", "agree-no", _("Not right"));
    yes.type = "button";
    no.type = "button";
    yes.setAttribute("aria-label", fmt(_("Agree to the result of match %u"), item.number));
    no.setAttribute("aria-label", fmt(_("The result of match %u is not right"), item.number));
    yes.addEventListener("click", () => answerResult(item, true, null, [yes, no]));
    no.addEventListener("click", () => {
      me.disputing = item.proposal;
      me.disputeText = "";
      buttons.replaceWith(disputePanel(item, buttons));
      $("dispute-score-" + item.match)?.focus();
    });
    buttons.append(yes, no);
    /* A question open while the page is drawn anew stays open. */
    block.append(me.disputing === item.proposal ? disputePanel(item, buttons) : buttons);
    section.append(block);
  });
  return section;
}

/* Whether the player can give their own score as points a game: a
   result of games, each with its totals. */
function takesOwnScore(item) {
  return Array.isArray(item.games) && item.games.length > 0 &&
    item.games.every((game) => game && Array.isArray(game.totals));
}

/* The player's own games from @text ("15-10, 12-15": theirs first) as
   the API takes them, each game's totals, side 0 first: their claim of
   how the games ended, not their ends; [] for none, null for text that
   is not pairs of numbers. */
function ownGames(item, text) {
  const pairs = text.split(/[,;]/).map((pair) => pair.trim()).filter((pair) => pair !== "");
  const games = [];
  for (const pair of pairs) {
    const found = /^(\d{1,3})\s*[-–:]\s*(\d{1,3})$/.exec(pair);
    if (!found)
      return null;
    const mine = Number(found[1]);
    const theirs = Number(found[2]);
    games.push({ totals: item.side === 0 ? [mine, theirs] : [theirs, mine] });
  }
  return games;
}

/* Asks before "Not right" goes to the desk, with room for the player's
   own score; Cancel brings @buttons back. */
function disputePanel(item, buttons) {
  const panel = element("div", "dispute");
  panel.append(element("p", "line", _("Tell the desk this result is not right?")));
  let input = null;
  if (takesOwnScore(item)) {
    input = element("input");
    input.id = "dispute-score-" + item.match;
    input.type = "text";
    input.inputMode = "text";
    input.autocomplete = "off";
    input.value = me.disputeText || "";
    input.addEventListener("input", () => { me.disputeText = input.value; });
    const label = element("label", "muted",
                          _("Your score, yours first, a pair per game (7-3, 5-7); may stay empty"));
    label.htmlFor = input.id;
    panel.append(label, input);
  }
  const actions = element("div", "agree-actions");
  const send = element("button", "primary dispute-send", _("Send to the desk"));
  const cancel = element("button", "dispute-cancel", _("Cancel"));
  send.type = "button";
  cancel.type = "button";
  send.addEventListener("click", () => {
    const games = input ? ownGames(item, input.value) : [];
    if (games === null) {
      showNotice("bad", _("Write your score as pairs like 7-3, 5-7"));
      input.focus();
      return;
    }
    answerResult(item, false, games.length > 0 ? games : null, [send, cancel]);
  });
  cancel.addEventListener("click", () => {
    me.disputing = null;
    panel.replaceWith(buttons);
    buttons.querySelector(".agree-no")?.focus();
  });
  actions.append(send, cancel);
  panel.append(actions);
  return panel;
}

/* Sends the player's answer, with their own @games to a refusal (or
   null); the page says how it went. */
async function answerResult(item, agree, games, buttons) {
  buttons.forEach((button) => { button.disabled = true; });
  let response = null;
  try {
    response = await fetch("/api/matches/" + item.match + "/confirm?key=" +
                           encodeURIComponent(KEY),
                           { method: "POST", headers: { "Content-Type": "application/json" },
                             /* The result shown: refused (409) when the board sent
                                another since, and the page then shows the new one. */
                             body: JSON.stringify(games ? { agree, proposal: item.proposal, games }
                                                        : { agree, proposal: item.proposal }),
                             cache: "no-store",
                             referrerPolicy: "no-referrer" });
  } catch (e) {
    response = null;
  }
  if (response === null) {
    showNotice("bad", _("No connection to the desk; try again."));
    buttons.forEach((button) => { button.disabled = false; });
    return;
  }
  if (response.status === 200 || response.status === 409)
    me.disputing = null;
  if (response.status === 200) {
    showNotice("good", agree ? _("Thank you: you agreed to the result.")
                             : _("The desk looks at this result now."));
  } else {
    let message = fmt(_("The desk answered with an error (%u); try again."), response.status);
    try {
      const json = await response.json();
      if (json && json.error && typeof json.error.message === "string")
        message = json.error.message;
    } catch (e) {
      /* not JSON: our own words */
    }
    showNotice("bad", message);
  }
  /* The next poll draws the page anew, whatever it had. */
  me.etag = null;
}

/* The player's sjoelbak series card (series-card.js), where they have one:
 * they enter their own games on it. Asked for only once /api/me lists a
 * card (a series drawn while the page is open, too); its section is made
 * then and follows the card by itself, so what is typed in it stays while
 * the page is drawn again; hidden while the player has no card. */
function seriesCard(data) {
  const hasCard = (data.schedule || []).some((match) => match.series);
  if (!me.series) {
    if (!hasCard)
      return null;
    const section = element("section", "card series");
    section.id = "series";
    section.hidden = true;
    me.series = new SeriesCardView(section, KEY, false, (shown) => { section.hidden = !shown; });
    me.series.start();
  } else if (hasCard && me.series.card === null) {
    /* Gone once (a 404), listed again now. */
    me.series.reload();
  }
  if (!hasCard)
    me.series.root.hidden = true;
  return me.series.root;
}

/* The cards in the order the page shows them; each returns a section or
 * null. Add a card here. */
const CARDS = [agreeCard, nextCard, seriesCard, resultsCard, standingsCard, scheduleCard];

/* The call */

function seenCalls() {
  try {
    return JSON.parse(sessionStorage.getItem(SEEN_STORAGE) || "[]");
  } catch (e) {
    return [];
  }
}

function markSeen(matchId) {
  try {
    const seen = seenCalls().filter((id) => id !== matchId).slice(-20);
    seen.push(matchId);
    sessionStorage.setItem(SEEN_STORAGE, JSON.stringify(seen));
  } catch (e) {
    /* a phone that keeps nothing shows the call once per page load */
  }
}

/* A short beep, where the phone allows sound (after a tap). */
function beep() {
  const audio = me.audio;
  if (!audio || audio.state !== "running")
    return;
  const tone = audio.createOscillator();
  const gain = audio.createGain();
  tone.frequency.value = 880;
  gain.gain.setValueAtTime(0.3, audio.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.8);
  tone.connect(gain).connect(audio.destination);
  tone.start();
  tone.stop(audio.currentTime + 0.8);
}

function showCall(match) {
  if (me.shownCall === match.match)
    return;
  me.shownCall = match.match;
  $("call-board").textContent = fmt(_("%s — now"), boardText(match));
  const text = $("call-text");
  text.replaceChildren(match.event_name, element("br"));
  const names = opponentsText(match);
  if (names !== null)
    text.append(fmtNodes(_("Against %s"), nameElement(names)));
  const partners = partnersLine(match);
  if (partners)
    text.append(element("br"), ...partners.childNodes);
  $("call").hidden = false;
  document.body.classList.add("calling");
  $("call-seen").focus();
  beep();
  if (typeof navigator.vibrate === "function") {
    try {
      navigator.vibrate([400, 200, 400]);
    } catch (e) {
      /* not allowed before a tap */
    }
  }
}

function hideCall() {
  if (me.shownCall !== null)
    markSeen(me.shownCall);
  me.shownCall = null;
  $("call").hidden = true;
  document.body.classList.remove("calling");
}

function updateCall(data) {
  const match = data.next;
  if (match && match.called && !seenCalls().includes(match.match))
    showCall(match);
  else if (me.shownCall !== null && (!match || match.match !== me.shownCall || !match.called))
    hideCall();
}

/* Drawing and polling */

function render(data) {
  me.data = data;
  document.title = fmt(_("My matches: %s"), isolated(data.name));
  $("title").textContent = data.name;
  $("subtitle").textContent = _("My matches");
  const cards = $("cards");
  const sections = CARDS.map((draw) => draw(data)).filter((section) => section);
  /* Each card in its place: a card that keeps its own section (the series
   * card, perhaps being typed in) stays where it is, with the focus. */
  sections.forEach((section, i) => {
    const old = cards.children[i];
    if (old === section)
      return;
    if (old)
      cards.replaceChild(section, old);
    else
      cards.append(section);
  });
  while (cards.children.length > sections.length)
    cards.lastElementChild.remove();
  updateCall(data);
}

function showNotice(kind, text) {
  const notice = $("notice");
  notice.className = "notice " + kind;
  notice.replaceChildren(element("p", null, text));
  notice.hidden = false;
}

function setOffline(offline) {
  if (offline === me.offline)
    return;
  me.offline = offline;
  if (offline)
    showNotice("bad", _("No connection to the desk; trying again…"));
  else
    $("notice").hidden = true;
}

async function refuse(response) {
  let message = _("This page cannot be opened with this key");
  try {
    const json = await response.json();
    if (json && json.error && typeof json.error.message === "string")
      message = json.error.message;
  } catch (e) {
    /* not JSON: our own words */
  }
  me.refused = true;
  $("cards").replaceChildren();
  $("sound").hidden = true;
  showNotice("bad", message);
}

async function poll() {
  try {
    const headers = me.etag ? { "If-None-Match": me.etag } : {};
    const response = await fetch("/api/me?key=" + encodeURIComponent(KEY),
                                 { headers, cache: "no-store", referrerPolicy: "no-referrer" });
    if (response.status === 200) {
      const data = await response.json();
      me.etag = response.headers.get("ETag");
      setOffline(false);
      render(data);
    } else if (response.status === 403) {
      await refuse(response);
      return;
    } else {
      setOffline(response.status !== 304);
    }
  } catch (e) {
    setOffline(true);
  }
  setTimeout(poll, POLL_MS);
}

/* The first tap lets the page make sound: browsers allow it only then. */
function allowSound() {
  if (me.audio === null && (window.AudioContext || window.webkitAudioContext)) {
    const Context = window.AudioContext || window.webkitAudioContext;
    me.audio = new Context();
  }
  if (me.audio && me.audio.state !== "running")
    me.audio.resume();
  $("sound").hidden = true;
}

function start() {
  document.documentElement.lang = LANGUAGE;
  document.title = _("My matches");
  $("title").textContent = _("My matches");
  $("sound").textContent = _("Tap here to hear a sound when you are called");
  $("sound").hidden = !(window.AudioContext || window.webkitAudioContext);
  $("call-seen").textContent = _("On my way");
  $("sound").addEventListener("click", allowSound);
  /* On the first click, not the first touch: the sound button goes
     away then, and a card's button under the finger must not move before
     the click reaches it (an Agree tapped first would be lost). */
  document.addEventListener("click", allowSound, { once: true });
  $("call-seen").addEventListener("click", hideCall);
  poll();
}

start();
