/* late-entry.js — on the check-in page, a player not on the list asks the
 * desk to be entered (/api/late-entries), then waits here for the answer.
 *
 * The events still open come from the server; the request's own key is
 * kept on the phone, so a page reloaded (or opened again) goes on waiting
 * for the same answer. Once the desk accepts, the answer carries the
 * player's own page, kept as check-in keeps it. Loaded after check-in.js,
 * whose notices it uses.
 *
 * Translatable strings are marked with _() around a plain double-quoted
 * literal, no escapes: xgettext and the server (hammer-web-pages.c) both
 * read them from this file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
"use strict";

const LATE_POLL_MS = 4000;
/* Where the phone keeps its request, {"request", "key", "name"}. */
const LATE_STORAGE = "hammer.late-entry";

const late = {
  timer: 0,
  sending: false,
};

function lateKept() {
  try {
    const kept = JSON.parse(localStorage.getItem(LATE_STORAGE) || "null");
    if (kept && Number.isInteger(kept.request) && typeof kept.key === "string")
      return kept;
  } catch (e) {
    /* nothing kept, or not ours */
  }
  return null;
}

function lateKeep(kept) {
  try {
    if (kept)
      localStorage.setItem(LATE_STORAGE, JSON.stringify(kept));
    else
      localStorage.removeItem(LATE_STORAGE);
  } catch (e) {
    /* a phone that keeps nothing waits on this page only */
  }
}

function lateShowSearch() {
  $("late").hidden = true;
  $("search-box").hidden = false;
  $("search").focus();
}

/* The form, with a box for each event still open; the name typed in the
 * search as the name asked for. */
async function lateOpenForm() {
  let response;

  try {
    response = await fetch("/api/late-entries?key=" + encodeURIComponent(KEY),
                           { cache: "no-store" });
  } catch (e) {
    showNotice("bad", _("The hall’s server does not answer; check the phone’s Wi-Fi"));
    return;
  }
  if (!response.ok) {
    showNotice("bad", await refusal(response));
    return;
  }
  const answer = await response.json();
  const events = answer && Array.isArray(answer.events) ? answer.events : [];
  if (!answer || answer.open !== true || events.length === 0) {
    showNotice("bad", _("Late entries are closed; please see the desk"));
    $("notice").focus();
    return;
  }
  hideNotice();
  const box = $("late-events");
  box.replaceChildren(element("legend", null, _("Events")));
  events.forEach((event) => {
    const label = element("label");
    const input = element("input");
    input.type = "checkbox";
    input.value = String(event.event);
    input.checked = events.length === 1;
    label.append(input, nameElement(event.name));
    box.append(label);
  });
  $("late-name").value = $("search").value.trim();
  $("search-box").hidden = true;
  $("found").replaceChildren();
  $("late-form").hidden = false;
  $("late-intro").textContent = _("The desk enters you, then this page says so.");
  $("late").hidden = false;
  $("late-name").focus();
}

function lateWaiting(name) {
  $("search-box").hidden = true;
  $("late-form").hidden = true;
  $("late").hidden = false;
  $("late-intro").replaceChildren(fmtNodes(_("%s: your entry is with the desk. Keep this page open; it shows the answer."),
                                           nameElement(name)));
  $("late-intro").focus();
}

function lateAccepted(kept, answer) {
  lateKeep(null);
  try {
    if (typeof answer.url === "string")
      localStorage.setItem(OWN_PAGE_STORAGE, answer.url);
  } catch (e) {
    /* the link below still works */
  }
  $("late").hidden = true;
  const link = $("own-page");
  if (answer.desk === true) {
    /* A player on the list already: their page's link is had at the desk. */
    $("done-text").replaceChildren(fmtNodes(_("You’re in, %s! Get the link to your own page at the desk."),
                                            nameElement(answer.name || kept.name)));
    link.hidden = true;
  } else {
    $("done-text").replaceChildren(fmtNodes(_("You’re in, %s! The desk entered you."),
                                            nameElement(answer.name || kept.name)));
    link.hidden = false;
    link.textContent = _("Your own page: your matches and calls");
    if (typeof answer.url === "string")
      link.href = answer.url;
  }
  $("done").hidden = false;
  $("done-text").focus();
}

function lateDeclined() {
  lateKeep(null);
  $("late").hidden = true;
  $("search-box").hidden = false;
  showNotice("bad", _("The desk could not enter you; please see the desk"));
  $("notice").focus();
}

/* Asks the server for the desk's answer, and again later while it waits. */
async function latePoll() {
  const kept = lateKept();
  let response;

  clearTimeout(late.timer);
  if (!kept)
    return;
  try {
    response = await fetch("/api/late-entries/" + encodeURIComponent(kept.request) + "?key=" +
                           encodeURIComponent(kept.key), { cache: "no-store" });
  } catch (e) {
    late.timer = setTimeout(latePoll, LATE_POLL_MS);
    return;
  }
  if (response.status === 403 || response.status === 404) {
    /* A request of another hall, or forgotten: nothing to wait for. */
    lateKeep(null);
    lateShowSearch();
    return;
  }
  if (!response.ok) {
    late.timer = setTimeout(latePoll, LATE_POLL_MS);
    return;
  }
  const answer = await response.json();
  if (answer && answer.state === "accepted")
    lateAccepted(kept, answer);
  else if (answer && answer.state === "declined")
    lateDeclined();
  else
    late.timer = setTimeout(latePoll, LATE_POLL_MS);
}

async function lateSend(event) {
  event.preventDefault();
  if (late.sending)
    return;
  const name = $("late-name").value.trim();
  const events = Array.from($("late-events").querySelectorAll("input:checked"))
    .map((input) => Number(input.value));
  if (name === "") {
    showNotice("bad", _("Type your name to ask for an entry"));
    $("late-name").focus();
    return;
  }
  if (events.length === 0) {
    showNotice("bad", _("Choose at least one event to enter"));
    return;
  }
  late.sending = true;
  $("late-send").disabled = true;
  let response;
  try {
    response = await fetch("/api/late-entries?key=" + encodeURIComponent(KEY), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: name, club: $("late-club").value.trim(), events: events }),
      cache: "no-store",
    });
  } catch (e) {
    showNotice("bad", _("The hall’s server does not answer; check the phone’s Wi-Fi"));
    return;
  } finally {
    late.sending = false;
    $("late-send").disabled = false;
  }
  if (!response.ok) {
    showNotice("bad", await refusal(response));
    $("notice").focus();
    return;
  }
  const answer = await response.json();
  hideNotice();
  lateKeep({ request: answer.request, key: answer.key, name: name });
  lateWaiting(name);
  late.timer = setTimeout(latePoll, LATE_POLL_MS);
}

function lateStart() {
  $("not-listed").textContent = _("I’m not on the list");
  $("late-title").textContent = _("Ask for an entry");
  $("late-name-label").textContent = _("Your name");
  $("late-club-label").textContent = _("Your club (if any)");
  $("late-send").textContent = _("Ask the desk");
  $("late-cancel").textContent = _("Back to the list");
  $("late-intro").tabIndex = -1;
  $("not-listed").addEventListener("click", lateOpenForm);
  /* Offered below the names found, while the search is. */
  const follow = () => { $("not-listed-box").hidden = $("search-box").hidden; };
  new MutationObserver(follow).observe($("search-box"), { attributes: true,
                                                          attributeFilter: ["hidden"] });
  follow();
  $("late-cancel").addEventListener("click", lateShowSearch);
  $("late-form").addEventListener("submit", lateSend);
  /* A request sent before this page was opened again: its answer. */
  const kept = lateKept();
  if (kept) {
    lateWaiting(kept.name || "");
    latePoll();
  }
}

lateStart();
