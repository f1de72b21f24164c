#!/usr/bin/python3
# test_me_page.py — a player's own page on their phone (/me) in a real
# browser.
#
# A day of two events served with `hammer-cli serve --day` on loopback. In
# headless Chromium at a phone's 360 x 740: a player checks in, opens their
# own page from there, sees their next match once the events are drawn,
# the full-screen call when the desk calls it (`boards call`), and after
# their result the result, their place and the next match; the player she
# beat, in nothing else, is told they have no more matches. Reopening
# check-in offers their page again. A wrong key says so in the phone's
# language (English, Dutch, German). In a rotating-partners event, a
# player who is the second on their side follows their match with their
# partner and opponents, and their win. Round names show as /api/me gives
# them. A sjoelbak series drawn while a player's page is open shows its
# card there (asked for only then), and a board's page offers the card
# finder only on the boards the series uses. Screenshots go to $HAMMER_SCREENSHOTS
# (meson sets it to meson-logs/browser).
#
# Run with Debian's /usr/bin/python3: the one with selenium.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os
import sys
import tempfile
import urllib.parse

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import test_agree_page as agree  # noqa: E402
import test_board_page as page  # noqa: E402
import test_series_card_page as series  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

SINGLES = ["Anna de Vries", "Bert Jansen", "Carl de Groot", "Dirk Bakker"]
PAIRS = ["Anna de Vries", "Eva Smit", "Fien Mulder"]
WRONG_KEY = {"en": "does not open a player’s page", "nl": "open je hier geen spelerspagina",
             "de": "öffnet hier keine Spielerseite"}
NOW = {"en": "Board 1 — now", "nl": "Baan 1 — nu", "de": "Bahn 1 — jetzt"}
NO_MORE = {"en": "no more matches to play"}
RESULTS = {"en": "Results", "nl": "Uitslagen", "de": "Ergebnisse"}
WON = {"en": "Won 7–0", "nl": "Gewonnen 7–0", "de": "Gewonnen 7–0"}
# The round of Singles' first matches, as /api/me names it in the phone's language.
ROUND = {"en": "Semi-final", "nl": "Halve finale", "de": "Halbfinale"}


def fits(driver):
    return driver.execute_script(
        "return document.documentElement.scrollWidth <= window.innerWidth")


def set_up(database):
    day = page.cli(database, "day", "create", "--name", "Shuffleboard Open", "--date",
                   "2026-12-05", "--boards", "2")["id"]
    events = []
    for name, players, form in (("Singles", SINGLES, "single-elimination"),
                                ("Pairs round", PAIRS, "round-robin")):
        event = page.cli(database, "event", "create", "--name", name, "--rules", "table",
                         "--option", "target=7", "--option", "best_of=1", "--format", form,
                         "--day", str(day))["id"]
        page.cli(database, "entrants", "add", "--event", str(event), *players)
        events.append(event)
    page.cli(database, "serve", "check-in", "--day", str(day), "--open")
    return day, events


def card_text(driver, card):
    return page.first_text(driver, By.ID, card)


def own_match(database, event, name):
    """The player's first match of @event not finished, and their side in it."""
    for match in page.cli(database, "matches", "--event", str(event)):
        if name in (match.get("names") or []) and match["state"] != "finished":
            return match, match["names"].index(name)
    raise AssertionError("no match of %s in event %d" % (name, event))


def follow_the_day(driver, wait, hello, database, day, events):
    page.set_viewport(driver, 360, 740)
    driver.get(hello["check_in"]["url"])
    search = wait.until(lambda d: d.find_element(By.ID, "search"))
    wait.until(lambda d: search.is_displayed())
    assert not driver.find_element(By.ID, "mine").is_displayed()
    search.send_keys("anna")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#found li button"))
    driver.find_element(By.CSS_SELECTOR, "#found li button").click()
    wait.until(lambda d: d.find_element(By.ID, "done").is_displayed())
    driver.find_element(By.ID, "own-page").click()
    wait.until(lambda d: "/me?key=" in d.current_url)
    wait.until(lambda d: "No match for you" in card_text(d, "next-card"))
    assert driver.find_element(By.ID, "title").text == "Anna de Vries"
    assert not driver.find_element(By.ID, "call").is_displayed()
    page.ok("check-in opens the player's own page: no match before the draw")

    for event in events:
        page.cli(database, "draw", "--event", str(event), "--seed", "7")
    first, side = own_match(database, events[0], "Anna de Vries")
    opponent = first["names"][1 - side]
    wait.until(lambda d: opponent in card_text(d, "next-card"))
    assert "Expected at" in card_text(driver, "next-card"), card_text(driver, "next-card")
    assert "Pairs round" in card_text(driver, "schedule-card")
    # The round's name, as the hall and paper say it.
    assert first["round_name"] == ROUND["en"], first
    assert "Singles · " + ROUND["en"] in card_text(driver, "next-card")
    assert "Singles · " + ROUND["en"] in card_text(driver, "schedule-card")
    assert fits(driver), "the page is wider than the screen"
    page.screenshot(driver, "me-360-en-before-call")
    page.ok("after the draw: the next match against %s, and the day's schedule" % opponent)

    page.cli(database, "boards", "call", "--day", str(day))
    wait.until(lambda d: d.find_element(By.ID, "call").is_displayed())
    assert driver.find_element(By.ID, "call-board").text == NOW["en"]
    assert opponent in driver.find_element(By.ID, "call-text").text
    assert driver.switch_to.active_element.get_attribute("id") == "call-seen"
    page.screenshot(driver, "me-360-en-call")
    driver.find_element(By.ID, "call-seen").click()
    wait.until(lambda d: not d.find_element(By.ID, "call").is_displayed())
    assert NOW["en"] in card_text(driver, "next-card")
    page.ok("the desk's call shows full screen: %s" % NOW["en"])

    points = [[4, 0], [3, 0]] if side == 0 else [[0, 4], [0, 3]]
    body = json.dumps({"games": [{"ends": [{"points": p} for p in points]}]})
    page.cli(database, "result", "--event", str(events[0]), "--match", str(first["id"]),
             stdin=body)
    wait.until(lambda d: "Won 7–0" in card_text(d, "results-card"))
    wait.until(lambda d: opponent not in card_text(d, "next-card"))
    assert "Place:" in card_text(driver, "standings-card")
    assert not driver.find_element(By.ID, "call").is_displayed()
    assert fits(driver)
    page.screenshot(driver, "me-360-en-after")
    page.ok("after the result: won 7–0, the place, and the next match")

    driver.get(hello["check_in"]["url"])
    wait.until(lambda d: d.find_element(By.ID, "mine").is_displayed())
    link = driver.find_element(By.ID, "my-page")
    assert "/me?key=" in link.get_attribute("href")
    assert link.get_attribute("rel") == "noreferrer"
    page.ok("check-in offers the player's page again")
    return link.get_attribute("href")


def check_in_others(hello):
    """Anna's opponents in Singles check in from their phones: their pages."""
    base, key = hello["url"], hello["check_in"]["key"]
    pages = {}
    for name in SINGLES[1:]:
        query = urllib.parse.urlencode({"key": key, "q": name})
        status, found = agree.http(base + "api/players?" + query)
        assert status == 200 and len(found) == 1, found
        status, answer = agree.http(base + "api/players/%d/check-in?key=%s"
                                    % (found[0]["player"], key), {})
        assert status == 200, answer
        pages[name] = answer["url"]
    return pages


def out_of_everything(driver, wait, database, events, pages):
    """Anna's first opponent lost and plays nothing else: told so, with a place."""
    finished = [m for m in page.cli(database, "matches", "--event", str(events[0]))
                if m["state"] == "finished"]
    assert len(finished) == 1, finished
    names = finished[0]["names"]
    loser = names[1] if names[0] == "Anna de Vries" else names[0]
    page.set_viewport(driver, 360, 740)
    driver.get(pages[loser])
    wait.until(lambda d: NO_MORE["en"] in card_text(d, "next-card"))
    assert "Place: 3" in card_text(driver, "standings-card"), card_text(driver, "standings-card")
    assert fits(driver)
    page.screenshot(driver, "me-360-en-out")
    page.ok("%s, out of Singles and in nothing else: no more matches, and the place" % loser)


def in_language(driver, wait, own, language):
    """The same page in the phone's language."""
    page.set_viewport(driver, 360, 740)
    driver.get(own)
    wait.until(lambda d: RESULTS[language] in card_text(d, "results-card"))
    assert WON[language] in card_text(driver, "results-card")
    assert ROUND[language] in card_text(driver, "results-card"), card_text(driver, "results-card")
    assert fits(driver)
    page.screenshot(driver, "me-360-%s" % language)
    page.ok("%s: the page speaks the phone's language, round names too" % language)


def wrong_key(driver, wait, hello, language):
    page.set_viewport(driver, 360, 740)
    driver.get(hello["url"] + "me?key=" + "0" * 32)
    wait.until(lambda d: d.find_element(By.ID, "notice").is_displayed())
    message = driver.find_element(By.ID, "notice").text
    assert WRONG_KEY[language] in message, message
    assert not driver.find_elements(By.CSS_SELECTOR, "#cards section")
    page.screenshot(driver, "me-360-%s-wrong-key" % language)
    page.ok("%s: a wrong key is refused in the phone's language" % language)


def rotating(work):
    """The second player of a rotating-partners side sees their match."""
    database = os.path.join(work, "rotating.db")
    names = ["Anna de Vries", "Bert Jansen", "Carl de Groot", "Dirk Bakker", "Eva Smit"]
    event = page.cli(database, "event", "create", "--name", "Rotation", "--rules", "table",
                     "--option", "target=7", "--option", "best_of=1", "--format",
                     "rotating-partners", "--rounds", "3", "--boards", "2")["id"]
    page.cli(database, "entrants", "add", "--event", str(event), *names)
    page.cli(database, "serve", "check-in", "--event", str(event), "--open")
    with page.served(database, "--event", str(event)) as hello:
        urls = {name: series.check_in(hello, name) for name in names}
        page.cli(database, "draw", "--event", str(event), "--seed", "7")
        first = page.cli(database, "matches", "--event", str(event))[0]
        mate, player = [names[i - 1] for i in first["players"][0]]
        with page.browser("en") as driver:
            wait = WebDriverWait(driver, page.TIMEOUT)
            page.set_viewport(driver, 360, 740)
            driver.get(urls[player])
            wait.until(lambda d: "With " + mate in card_text(d, "next-card"))
            assert "Against " + first["names"][1] in card_text(driver, "next-card")
            assert fits(driver)
            page.screenshot(driver, "me-360-en-rotating")
            page.ok("rotating partners: %s plays with %s" % (player, mate))
            body = json.dumps({"games": [{"ends": [{"points": [4, 0]}, {"points": [3, 0]}]}]})
            page.cli(database, "result", "--event", str(event), "--match", str(first["id"]),
                     stdin=body)
            wait.until(lambda d: "Won 7–0" in card_text(d, "results-card"))
            assert "With " + mate in card_text(driver, "results-card")
            assert "Place:" in card_text(driver, "standings-card")
            page.screenshot(driver, "me-360-en-rotating-after")
            page.ok("rotating partners: the win with the partner, and the place")


def asked(driver, path):
    """How many requests the page made for @path (from its resource timings)."""
    return driver.execute_script(
        "return performance.getEntriesByType('resource')"
        ".filter((e) => new URL(e.name).pathname === arguments[0]).length", path)


def series_drawn_later(work):
    """A day of table Singles and a sjoelbak series on three boards: a
    player's page open before the series is drawn asks for no card, and
    shows theirs once it is; a board's page offers the card finder only on
    a board the series' cards are shot on, and not under another event's
    match."""
    database = os.path.join(work, "series.db")
    day = page.cli(database, "day", "create", "--name", "Sjoel Evening", "--date", "2026-12-05",
                   "--boards", "3")["id"]
    singles = page.cli(database, "event", "create", "--name", "Singles", "--rules", "table",
                       "--option", "target=7", "--option", "best_of=1", "--format",
                       "single-elimination", "--day", str(day))["id"]
    sjoel = page.cli(database, "event", "create", "--name", "Evening Sjoel", "--rules",
                     "sjoelbak", "--format", "series", "--option", "games=1", "--day",
                     str(day))["id"]
    page.cli(database, "entrants", "add", "--event", str(singles), "Anna de Vries",
             "Bert Jansen")
    page.cli(database, "entrants", "add", "--event", str(sjoel), "Carl de Groot", "Dirk Bakker")
    page.cli(database, "serve", "check-in", "--day", str(day), "--open")
    with page.served(database, "--day", str(day)) as hello:
        own = series.check_in(hello, "Carl de Groot")
        with page.browser("en") as driver:
            wait = WebDriverWait(driver, page.TIMEOUT)
            page.set_viewport(driver, 360, 740)
            driver.get(own)
            wait.until(lambda d: "No match for you" in card_text(d, "next-card"))
            assert not driver.find_elements(By.CSS_SELECTOR, "#series:not([hidden])")
            assert asked(driver, "/api/series/card") == 0
            page.ok("before the draw a player's page asks for no series card")

            page.cli(database, "draw", "--event", str(sjoel), "--seed", "7")
            wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#series:not([hidden])") and
                       "Game 1 of 1" in d.find_element(By.ID, "series").text)
            assert "Series card 1" in card_text(driver, "schedule-card") or \
                "Series card 2" in card_text(driver, "schedule-card")
            assert fits(driver)
            page.screenshot(driver, "me-360-en-series-drawn")
            page.ok("drawn while the page is open: the series card appears on it")

        page.cli(database, "draw", "--event", str(singles), "--seed", "7")
        page.cli(database, "boards", "call", "--day", str(day))
        used = sorted(set(b for m in page.cli(database, "matches", "--event", str(sjoel))
                          for b in m["boards"]))
        called = [b["number"] for b in page.cli(database, "boards", "--day", str(day))["boards"]
                  if b["match"] is not None]
        assert used == [1, 2] and called == [1], (used, called)
        with page.browser("en") as driver:
            wait = WebDriverWait(driver, page.TIMEOUT)
            page.set_viewport(driver, 360, 740)
            for board, offered, what in ((1, False, "under Singles' match"),
                                         (2, True, "free, and the series uses it"),
                                         (3, False, "free, and no card is shot on it")):
                driver.get(hello["boards"][board - 1]["url"])
                wait.until(lambda d: asked(d, "/api/series") > 0 and
                           asked(d, "/api/boards/%d" % board) > 0)
                if offered:
                    wait.until(lambda d: d.find_element(By.ID, "series").is_displayed())
                else:
                    # Two searches answered: the finder had its chance.
                    wait.until(lambda d: asked(d, "/api/series") > 1)
                    assert not driver.find_element(By.ID, "series").is_displayed(), board
                page.screenshot(driver, "board-360-en-series-finder-%d" % board)
                page.ok("board %d %s: the series card finder %s" %
                        (board, what, "is offered" if offered else "is not"))


def run(database):
    day, events = set_up(database)
    with page.served(database, "--day", str(day)) as hello:
        others = check_in_others(hello)
        with page.browser("en") as driver:
            own = follow_the_day(driver, WebDriverWait(driver, page.TIMEOUT), hello, database,
                                 day, events)
            out_of_everything(driver, WebDriverWait(driver, page.TIMEOUT), database, events,
                              others)
        for language in ("en", "nl", "de"):
            with page.browser(language) as driver:
                wait = WebDriverWait(driver, page.TIMEOUT)
                if language != "en":
                    in_language(driver, wait, own, language)
                wrong_key(driver, wait, hello, language)


def main():
    os.makedirs(page.SHOTS, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="hammer-me-page-") as work:
        run(os.path.join(work, "day.db"))
        rotating(work)
        series_drawn_later(work)
    print("1..%d" % page.step)


if __name__ == "__main__":
    main()
