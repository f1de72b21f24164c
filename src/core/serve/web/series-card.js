/* series-card.js — a sjoelbak series card on a phone (/api/series…).
 *
 * A card moves with its player from board to board: a board's page finds
 * the card of whoever shoots there now (by name or card number) and takes
 * their next game; a player's own page takes the games of their own card.
 * A game is typed as its total or as the disks in each gate, in the order
 * the gates sit on the board: 2, 3, 4, 1. The page decides nothing: the
 * server's rules module checks every game, and a refusal shows its
 * sentence, which names the game and the gate. Each game is sent with its
 * number, so a game two phones send is stored once.
 *
 * Translatable strings are marked with _() around a plain double-quoted
 * literal, no escapes: xgettext and the server (hammer-web-pages.c) both
 * read them from this file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
"use strict";

const SERIES_POLL_MS = 3000;
const SERIES_SEARCH_DELAY_MS = 250;
/* The gates in the order they sit on the board, 2, 3, 4, 1, as indices
 * into the JSON's counts, which go 1, 2, 3, 4. */
const SERIES_GATES = [1, 2, 3, 0];

/* One card on the page, in @root: with @search (a board's page), first a
 * search for the card; else the card of the key's own player. @onCard is
 * told whether a card is shown (a player without one hides the box), and
 * after a search the series events served, with the boards their cards
 * are shot on. */
class SeriesCardView {
  constructor(root, key, search, onCard) {
    this.root = root;
    this.key = key;
    this.search = search;
    this.onCard = onCard || (() => {});
    this.card = null;       /* the open card, as the server last gave it */
    this.found = [];        /* the cards the search found */
    this.text = "";         /* what the search asked */
    this.asked = 0;         /* the number of the latest search */
    this.timer = 0;
    this.mode = "total";    /* "total" or "gates" */
    this.draft = { total: "", gates: ["", "", "", ""] };
    this.refusal = null;    /* the server's sentence on the game typed */
    this.sentNote = null;   /* what the last game sent did */
    this.busy = false;
    this.trouble = null;    /* the server does not answer, or refused the key */
    this.built = false;     /* the parts that stay are made (build()) */
  }

  query(extra) {
    return "?key=" + encodeURIComponent(this.key) + extra;
  }

  cardQuery() {
    if (!this.card)
      return this.query("");
    return this.query("&player=" + encodeURIComponent(this.card.player) +
                      "&event=" + encodeURIComponent(this.card.event));
  }

  async fetchJson(path, init) {
    let response;
    try {
      response = await fetch(path, Object.assign({ cache: "no-store" }, init || {}));
    } catch (e) {
      return { status: 0, json: null };
    }
    let json = null;
    try {
      json = await response.json();
    } catch (e) {
      /* not JSON: said in our own words */
    }
    return { status: response.status, json: json };
  }

  static message(json) {
    if (json && json.error && typeof json.error.message === "string")
      return json.error.message;
    return _("Something went wrong; please try again or see the desk");
  }

  /* Finding the card */

  async find() {
    const text = this.text.trim();
    const asked = ++this.asked;
    const answer = await this.fetchJson("/api/series" + this.query("&q=" +
                                                                     encodeURIComponent(text)));
    if (asked !== this.asked)
      return;
    if (answer.status === 0) {
      this.trouble = _("The hall’s server does not answer; check the phone’s Wi-Fi");
    } else if (answer.status !== 200 || !answer.json) {
      this.trouble = SeriesCardView.message(answer.json);
    } else {
      this.trouble = null;
      const events = Array.isArray(answer.json.events) ? answer.json.events : [];
      this.found = Array.isArray(answer.json.cards) ? answer.json.cards : [];
      this.onCard(events.length > 0, events);
    }
    this.render();
  }

  findSoon() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.find(), SERIES_SEARCH_DELAY_MS);
  }

  async open(player, event) {
    this.card = { player: player, event: event };
    this.mode = "total";
    this.draft = { total: "", gates: ["", "", "", ""] };
    this.refusal = null;
    this.sentNote = null;
    await this.reload();
    const field = this.root.querySelector("input.points");
    if (field)
      field.focus();
  }

  close() {
    this.card = null;
    this.refusal = null;
    this.sentNote = null;
    this.render();
    this.searchBox.querySelector("input.search").focus();
  }

  /* The card again, as the server has it now (another phone, the desk). */
  async reload() {
    const answer = await this.fetchJson("/api/series/card" + this.cardQuery());
    if (answer.status === 0) {
      this.trouble = _("The hall’s server does not answer; check the phone’s Wi-Fi");
    } else if (answer.status !== 200 || !answer.json) {
      /* A player's page without a card shows none. */
      if (!this.search && answer.status === 404) {
        this.card = null;
        this.onCard(false);
        this.render();
        return;
      }
      this.trouble = SeriesCardView.message(answer.json);
    } else {
      const same = this.trouble === null &&
                   JSON.stringify(this.card) === JSON.stringify(answer.json);
      this.trouble = null;
      this.card = answer.json;
      this.onCard(true);
      /* Drawn again only when it changed: a button keeps the focus. */
      if (same)
        return;
    }
    this.render();
  }

  /* Sending a game */

  /* The game as typed: a number where it is one, else the text, for the
   * server to name what is wrong. */
  static typed(text) {
    const trimmed = String(text).trim();
    return /^-?[0-9]+$/.test(trimmed) ? Number(trimmed) : trimmed;
  }

  gameBody() {
    let game;
    if (this.mode === "total") {
      game = { total: SeriesCardView.typed(this.draft.total) };
    } else {
      const counts = [0, 0, 0, 0];
      SERIES_GATES.forEach((c, shown) => {
        counts[c] = SeriesCardView.typed(this.draft.gates[shown]);
      });
      game = { counts: counts };
    }
    return JSON.stringify({ game: this.card.next, games: [game] });
  }

  async send() {
    if (this.busy || !this.card || !Number.isInteger(this.card.next))
      return;
    const number = this.card.next + 1;
    this.busy = true;
    this.render();
    const answer = await this.fetchJson("/api/series/card" + this.cardQuery(), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: this.gameBody(),
    });
    this.busy = false;
    if (answer.status === 0) {
      this.refusal = _("The hall’s server does not answer; check the phone’s Wi-Fi");
      this.sentNote = null;
    } else if (answer.status !== 200 || !answer.json) {
      this.refusal = SeriesCardView.message(answer.json);
      this.sentNote = null;
    } else {
      this.card = answer.json;
      this.refusal = null;
      this.draft = { total: "", gates: ["", "", "", ""] };
      /* TRANSLATORS: said once a game is stored on a sjoelbak series card. */
      this.sentNote = fmt(_("Game %u is on the card."), number);
    }
    this.render();
    const field = this.root.querySelector(this.refusal ? ".series-refusal" : "input.points");
    if (field)
      field.focus();
  }

  /* Drawing */

  /* The parts that stay: the search field keeps its focus and what was
   * typed while what it found changes below it. */
  build() {
    if (this.built)
      return;
    this.built = true;
    this.troubleLine = element("p", "refusal");
    this.searchBox = element("div", "series-search");
    const label = element("label", "series-label", _("Player’s name or card number"));
    const input = element("input", "search");
    input.id = "series-search";
    label.htmlFor = input.id;
    input.type = "search";
    input.autocomplete = "off";
    input.addEventListener("input", () => {
      this.text = input.value;
      this.findSoon();
    });
    this.hint = element("p", "muted series-hint");
    this.hint.setAttribute("role", "status");
    this.list = element("ul", "found");
    this.searchBox.append(label, input, this.hint, this.list);
    this.cardBox = element("div", "series-card");
    this.root.replaceChildren(element("h2", "series-title", _("Series card")), this.troubleLine,
                              this.searchBox, this.cardBox);
  }

  render() {
    this.build();
    this.troubleLine.hidden = !this.trouble;
    this.troubleLine.textContent = this.trouble || "";
    const open = this.card !== null && this.card.name !== undefined;
    this.searchBox.hidden = !this.search || this.card !== null;
    this.cardBox.hidden = !open;
    this.cardBox.replaceChildren();
    if (open)
      this.renderCard();
    else if (!this.searchBox.hidden)
      this.renderFound();
  }

  renderFound() {
    if (this.text.trim() === "")
      this.hint.textContent = _("Type part of the player’s name or their card number.");
    else if (this.found.length === 0)
      this.hint.textContent = _("No series card has that name or number.");
    else
      this.hint.textContent = _("Tap the card of whoever shoots on this board now.");
    this.list.replaceChildren(...this.found.map((found) => this.foundRow(found)));
  }

  foundRow(found) {
    const row = element("li");
    const who = element("span", "who");
    who.append(nameElement(found.name, "player-name"));
    /* TRANSLATORS: a series card in a list: its number, the games on it
     * of the series' games, and their total: "Card 3 · 4 of 10 games · 412". */
    who.append(element("span", "state", fmt(_("Card %u · %u of %u games · %d"), found.number,
                                             found.entered, found.games, found.total)));
    const button = element("button", "primary", _("Open"));
    button.type = "button";
    /* TRANSLATORS: what a screen reader says of the button beside a name; %s is the name. */
    button.setAttribute("aria-label", fmt(_("Open the card of %s"), isolated(found.name)));
    button.addEventListener("click", () => this.open(found.player, found.event));
    row.append(who, button);
    return row;
  }

  renderCard() {
    const card = this.card;
    const head = element("p", "names");
    head.append(nameElement(card.name));
    const sub = element("p", "match-format",
                        fmt(_("%s · Card %u"), isolated(card.event_name), card.number));
    this.cardBox.append(head, sub);
    if (this.sentNote) {
      const note = element("p", "notice good", this.sentNote);
      note.setAttribute("role", "status");
      this.cardBox.append(note);
    }
    if (Number.isInteger(card.next))
      this.renderEntry();
    else
      this.cardBox.append(element("p", "notice good",
                               fmt(_("All %u games are on the card."), card.games)));
    this.renderGames();
    if (this.search) {
      const actions = element("div", "entry-actions");
      const other = element("button", null, _("Another player"));
      other.type = "button";
      other.addEventListener("click", () => this.close());
      actions.append(other);
      this.cardBox.append(actions);
    }
  }

  field(value, label, index, onInput) {
    const input = element("input", "points");
    input.type = "text";
    input.inputMode = "numeric";
    input.pattern = "[0-9]*";
    input.autocomplete = "off";
    input.enterKeyHint = "next";
    input.value = value;
    input.dataset.index = index;
    input.setAttribute("aria-label", label);
    if (this.refusal)
      input.setAttribute("aria-invalid", "true");
    input.addEventListener("input", () => {
      onInput(input.value);
      input.removeAttribute("aria-invalid");
    });
    input.addEventListener("keydown", (event) => {
      if (event.key !== "Enter")
        return;
      event.preventDefault();
      const next = this.root.querySelector("input.points[data-index=\"" + (index + 1) + "\"]");
      if (next)
        next.focus();
      else
        this.send();
    });
    return input;
  }

  modeButton(mode, text) {
    const button = element("button", null, text);
    button.type = "button";
    button.setAttribute("aria-pressed", String(this.mode === mode));
    button.addEventListener("click", () => {
      this.mode = mode;
      this.refusal = null;
      this.render();
      const field = this.root.querySelector("input.points");
      if (field)
        field.focus();
    });
    return button;
  }

  renderEntry() {
    const card = this.card;
    const number = card.next + 1;
    const entry = element("div", "card entry series-entry");
    entry.append(element("h3", null, fmt(_("Game %u of %u"), number, card.games)));
    const modes = element("div", "choice");
    modes.setAttribute("role", "group");
    modes.setAttribute("aria-label", _("Enter the game as"));
    modes.append(this.modeButton("total", _("Total")),
                 this.modeButton("gates", _("Gates 2 · 3 · 4 · 1")));
    entry.append(modes);
    const fields = element("div", this.mode === "total" ? "series-total" : "compartments");
    if (this.mode === "total") {
      fields.append(this.field(this.draft.total, fmt(_("Total of game %u"), number), 0,
                               (value) => { this.draft.total = value; }));
    } else {
      SERIES_GATES.forEach((c, shown) => {
        const box = element("label");
        box.append(element("span", null, String(c + 1)));
        box.append(this.field(this.draft.gates[shown],
                              fmt(_("Game %u, gate %u"), number, c + 1), shown,
                              (value) => { this.draft.gates[shown] = value; }));
        fields.append(box);
      });
    }
    entry.append(fields);
    if (this.refusal) {
      const refusal = element("p", "refusal series-refusal", this.refusal);
      refusal.setAttribute("role", "alert");
      refusal.tabIndex = -1;
      entry.append(refusal);
    }
    const actions = element("div", "entry-actions");
    const add = element("button", "primary", fmt(_("Add game %u"), number));
    add.type = "button";
    add.disabled = this.busy;
    add.addEventListener("click", () => this.send());
    actions.append(add);
    entry.append(actions);
    this.cardBox.append(entry);
  }

  renderGames() {
    const card = this.card;
    if (!Array.isArray(card.entered) || card.entered.length === 0)
      return;
    const table = element("table", "ends series-games");
    const head = element("thead");
    const headRow = element("tr");
    [_("Game"), _("Score"), _("Gates 2 · 3 · 4 · 1")].forEach((text, i) => {
      const cell = element("th", i === 0 ? "num" : null, text);
      cell.scope = "col";
      headRow.append(cell);
    });
    head.append(headRow);
    const rows = element("tbody");
    card.entered.forEach((game) => {
      const row = element("tr");
      row.append(element("td", "num", game.game + 1));
      const score = element("td");
      score.append(element("span", "pts", game.total));
      row.append(score, element("td", "counts", Array.isArray(game.counts)
                                                ? SERIES_GATES.map((c) => game.counts[c])
                                                  .join(" · ") : "—"));
      rows.append(row);
    });
    const total = element("tr", "series-total-row");
    const heading = element("th", "num", "Σ");
    heading.scope = "row";
    heading.setAttribute("aria-label", _("Total"));
    const sum = element("td");
    sum.append(element("span", "pts", card.total));
    total.append(heading, sum, element("td", "muted",
                                       fmt(_("%u of %u games"), card.entered.length,
                                           card.games)));
    rows.append(total);
    table.append(head, rows);
    this.cardBox.append(table);
  }

  /* Follows the open card (another phone, the desk's corrections) while
   * nothing is being typed; a board's page without one follows the series
   * served (drawn since, say) while its search is empty. */
  poll() {
    const typing = this.draft.total !== "" || this.draft.gates.some((gate) => gate !== "");
    const focused = this.root.contains(document.activeElement) &&
                    document.activeElement.tagName === "INPUT";
    if (this.card && !this.busy && !typing && !focused)
      this.reload();
    else if (this.search && !this.card && this.text.trim() === "" && !focused)
      this.find();
    setTimeout(() => this.poll(), SERIES_POLL_MS);
  }

  start() {
    if (this.search)
      this.find();
    else
      this.reload();
    setTimeout(() => this.poll(), SERIES_POLL_MS);
  }
}
