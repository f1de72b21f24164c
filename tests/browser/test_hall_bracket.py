#!/usr/bin/python3
# test_hall_bracket.py — the bracket and the cross-table on the hall page
# in a real browser.
#
# A day plays a knock-out of eight with a consolation bracket and a round
# robin of four, with `hammer-cli serve --day` on loopback. In headless
# Chromium at a hall screen's 1920 x 1080 and a phone's 360 x 740: the
# event named in the address's fragment opens in its tab; its bracket is
# drawn as SVG, names with markup as text; a result typed at the desk's
# command line moves its winner on in the drawing without a reload; the
# bracket fits the hall screen and scrolls in its own box on a phone; the
# keyboard moves to the round robin's tab, whose fragment the address
# keeps, and its cross-table shows a result as it comes in. Screenshots go
# to $HAMMER_SCREENSHOTS.
#
# Run with Debian's /usr/bin/python3: the one with selenium.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import test_board_page as page  # noqa: E402
import test_day_page as day_page  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

CUP = ["Anna de Vries", "Bram Wijnandszoonsdochter-Oudenaarde", "<b>Eddy</b>", "Dirk Jansen",
       "Frits Müller-Lüdenscheidt", "Gijs van Dam", "Henk Smit", "Ivo de Groot"]
LEAGUE = ["Greet Schimmelpenninck van der Oye", "Hanna Bakker", "<i>Ilse</i>", "Jet Visser"]
WIN = json.dumps({"games": [{"ends": [{"points": [4, 0]}, {"points": [3, 0]}]}]})


def set_up(database):
    day = page.cli(database, "day", "create", "--name", "Hall <b>Open</b>", "--date",
                   "2026-12-05", "--boards", "4")["id"]
    events = []
    for name, format_id, players, extra in (("Cup", "single-elimination", CUP,
                                             ["--consolation"]),
                                            ("League", "round-robin", LEAGUE, [])):
        event = page.cli(database, "event", "create", "--name", name, "--rules", "table",
                         "--option", "best_of=1", "--option", "target=7", "--format",
                         format_id, "--day", str(day), *extra)["id"]
        page.cli(database, "entrants", "add", "--event", str(event), *players)
        page.cli(database, "draw", "--event", str(event), "--seed", "7")
        events.append(event)
    return day, events


def first_ready(database, event):
    return [m for m in page.cli(database, "matches", "--event", str(event))
            if m["state"] == "ready"][0]


def side_0_wins(database, event, match):
    page.cli(database, "result", "--event", str(event), "--match", str(match["id"]), stdin=WIN)


def bracket_names(driver, name):
    """How many of the bracket's boxes show @name, whole or cut short (its
    title is always whole)."""
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#bracket svg text.name title'))"
        ".filter((t) => t.textContent === arguments[0]).length", name)


def check_bracket(driver, wait, url, database, events, width, height):
    page.set_viewport(driver, width, height)
    driver.get(url + "#event-%d" % events[0])
    wait.until(lambda d: day_page.selected_tab(d) == "Cup")
    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#bracket svg g.match")) >= 7)
    boxes = len(driver.find_elements(By.CSS_SELECTOR, "#bracket svg g.match"))
    # The winners' bracket of eight and the consolation of those who lose first.
    titles = [t.text for t in driver.find_elements(By.CSS_SELECTOR,
                                                   "#bracket svg .headers text.title")]
    assert any("onsolation" in title for title in titles), titles
    # Markup in a name is text.
    assert not driver.find_elements(By.CSS_SELECTOR, "#bracket b, #event-view b")
    assert bracket_names(driver, "<b>Eddy</b>") == 1
    assert day_page.fits(driver), "at %d px the page is wider than the screen" % width
    room = driver.execute_script(
        "const r = document.getElementById('bracket'); const s = r.querySelector('svg');"
        "return [r.scrollWidth, r.clientWidth, s.getBoundingClientRect().height,"
        " window.innerHeight]")
    # Names large enough to read: from across the hall, or on a phone.
    lettering = driver.execute_script(
        "return Math.min(...Array.from(document.querySelectorAll('#bracket svg text.name'))"
        ".map((t) => t.getBoundingClientRect().height))")
    assert lettering >= 14, "the bracket's names are %.1f px high" % lettering
    if width >= 1920:
        # The whole bracket on the hall's screen, nothing to scroll.
        assert room[0] <= room[1] + 1 and room[2] <= room[3], room
    else:
        # A phone scrolls the bracket in its box, legible, not the page.
        assert room[0] > room[1], room
    page.screenshot(driver, "hall-bracket-%d" % width)

    match = first_ready(database, events[0])
    winner = match["names"][0]
    before = bracket_names(driver, winner)
    won = len(driver.find_elements(By.CSS_SELECTOR, "#bracket svg .side.won"))
    side_0_wins(database, events[0], match)
    # The winner moves on: one more box with their name, their row marked.
    wait.until(lambda d: bracket_names(d, winner) == before + 1,
               "the winner did not move on in the bracket")
    assert len(driver.find_elements(By.CSS_SELECTOR, "#bracket svg .side.won")) == won + 1
    assert len(driver.find_elements(By.CSS_SELECTOR, "#bracket svg g.match")) == boxes
    page.screenshot(driver, "hall-bracket-%d-after" % width)
    page.ok("at %d px the Cup's bracket is drawn and moves %s on after a result" % (
        width, winner))


def check_cross_table(driver, wait, url, database, events, width, height):
    page.set_viewport(driver, width, height)
    driver.get(url + "#event-%d" % events[0])
    wait.until(lambda d: day_page.selected_tab(d) == "Cup")
    # The keyboard alone, from the selected tab to the next.
    active = day_page.reach_tabs(driver)
    assert active.text == "Cup", active.text
    active.send_keys(Keys.ARROW_RIGHT)
    wait.until(lambda d: day_page.selected_tab(d) == "League")
    assert driver.execute_script("return location.hash") == "#event-%d" % events[1]
    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#cross-tables tbody tr")) == 4)
    assert not driver.find_element(By.ID, "bracket-section").is_displayed()
    assert not driver.find_elements(By.CSS_SELECTOR, "#event-view i")
    names = [c.text for c in driver.find_elements(By.CSS_SELECTOR, "#cross-tables tbody th")]
    assert "<i>Ilse</i>" in names, names
    assert day_page.fits(driver), "at %d px the League's tab is wider than the screen" % width
    wins = len(driver.find_elements(By.CSS_SELECTOR, "#cross-tables .leg.win"))
    match = first_ready(database, events[1])
    side_0_wins(database, events[1], match)
    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#cross-tables .leg.win"))
               == wins + 1, "the cross-table did not show the result")
    cell = driver.find_elements(By.CSS_SELECTOR, "#cross-tables .leg.win")[-1]
    assert cell.text == "7–0", cell.text
    assert len(driver.find_elements(By.CSS_SELECTOR, "#cross-tables .leg.loss")) == wins + 1
    page.screenshot(driver, "hall-cross-table-%d" % width)

    # The address keeps the tab: a hall screen pointed at it opens there.
    driver.get(url + "#event-%d" % events[1])
    wait.until(lambda d: day_page.selected_tab(d) == "League")
    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#cross-tables tbody tr")) == 4)
    page.ok("at %d px the keyboard moves to the League's tab, kept in the address, whose "
            "cross-table shows a result as it comes in" % width)


CONSOLATION_FINAL = {"nl": "Troostfinale", "de": "Finale der Trostrunde"}


def check_bracket_language(url, events, language):
    """The bracket's headings in the phone's language, after an English phone."""
    with page.browser(language) as driver:
        wait = WebDriverWait(driver, page.TIMEOUT)
        page.set_viewport(driver, 360, 740)
        driver.get(url + "#event-%d" % events[0])
        wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#bracket svg g.match")) >= 7)
        rounds = [t.text for t in driver.find_elements(By.CSS_SELECTOR,
                                                       "#bracket svg .headers text")]
        assert CONSOLATION_FINAL[language] in rounds, rounds
        assert "Consolation final" not in rounds, rounds
        page.screenshot(driver, "hall-bracket-360-%s" % language)
        page.ok("%s: the bracket's headings in the phone's language" % language)


def run(database):
    day, events = set_up(database)
    with page.served(database, "--day", str(day)) as hello, page.browser() as driver:
        wait = WebDriverWait(driver, page.TIMEOUT)
        check_bracket(driver, wait, hello["url"], database, events, 1920, 1080)
        check_bracket(driver, wait, hello["url"], database, events, 360, 740)
        check_cross_table(driver, wait, hello["url"], database, events, 1920, 1080)
        check_cross_table(driver, wait, hello["url"], database, events, 360, 740)
        # The day's name, markup and all, is the page's title.
        assert driver.title == "Hall <b>Open</b>", driver.title
        for language in ("nl", "de"):
            check_bracket_language(hello["url"], events, language)


if __name__ == "__main__":
    page.run_on_database("hammer-hall-bracket-", run)
