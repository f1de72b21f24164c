#!/usr/bin/python3
# test_day_full.py — the hall page of a full tournament day, as the eye
# sees it: twelve boards, three events sharing players (a knock-out of
# sixteen with a long name, a round robin of eight, a Swiss of eight),
# some results, matches on boards and others held, served by
# `hammer-cli serve --day`. In headless Chromium at a laptop's 1280 x 800
# and a phone's 360 x 740: nothing is wider than the screen, on the
# boards' tab and on every event's; every busy board names its event; the
# day's long name is whole; and wide, beside standings longer than its
# boards, an event's latest results follow its boards without a gap.
# Screenshots go to $HAMMER_SCREENSHOTS.
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
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

DAY = "Noord-Hollands Kampioenschap Sjoelen en Shuffleboard 2026"
MEN = ["Anna de Vries", "Bram Wijnandszoonsdochter-Oudenaarde", "Cees Bakker", "Dirk Jansen",
       "Eddy Merckx", "Frits Müller-Lüdenscheidt", "Gijs van Dam", "Henk Smit", "Ivo de Groot",
       "Jan Visser", "Kees Mulder", "Lucas Bos", "Maarten de Jong", "Nico Dekker", "Otto Vos",
       "Piet Hein"]
LADIES = ["Greet Schimmelpenninck van der Oye", "Hanna Bakker", "Ilse Schwarzenberger",
          "Jet Visser", "Anna de Vries", "Karin Meijer", "Lotte de Boer", "Marije Kok"]
SENIORS = ["Cees Bakker", "Henk Smit", "Jan Visser", "Greet Schimmelpenninck van der Oye",
           "Otto Vos", "Piet Hein", "Karin Meijer", "Eddy Merckx"]
EVENTS = [("Open Singles (knock-out with consolation)", "single-elimination", MEN,
           ["--consolation"]),
          ("Ladies' Singles", "round-robin", LADIES, []),
          ("Seniors 65+", "swiss", SENIORS, ["--rounds", "3"])]
WIN = json.dumps({"games": [{"ends": [{"points": [4, 0]}, {"points": [3, 0]}]}]})


def set_up(database):
    day = page.cli(database, "day", "create", "--name", DAY, "--date", "2026-12-05", "--venue",
                   "Sporthal De Hamer, Alkmaar", "--boards", "12", "--rest", "20")["id"]
    events = []
    for name, format_id, players, extra in EVENTS:
        event = page.cli(database, "event", "create", "--name", name, "--rules", "table",
                         "--option", "best_of=1", "--option", "target=7", "--format",
                         format_id, "--day", str(day), *extra)["id"]
        page.cli(database, "entrants", "add", "--event", str(event), *players)
        page.cli(database, "draw", "--event", str(event), "--seed", "7")
        events.append(event)
    page.cli(database, "boards", "call", "--day", str(day))
    # Two results in each event played on a board; the winners rest, and the
    # matches they are in wait.
    for event in events:
        on_boards = [m for m in page.cli(database, "matches", "--event", str(event))
                     if m.get("board") and m["state"] != "finished"]
        for match in on_boards[:2]:
            page.cli(database, "result", "--event", str(event), "--match", str(match["id"]),
                     stdin=WIN)
    page.cli(database, "boards", "call", "--day", str(day))
    return day


def fits(driver):
    return driver.execute_script(
        "return document.scrollingElement.scrollWidth <= window.innerWidth")


def check(driver, wait, hello, database, day):
    playing = [b for b in page.cli(database, "boards", "--day", str(day))["boards"]
               if b["match"] is not None]
    assert len(playing) >= 4, playing
    for width, height in ((1280, 800), (360, 740)):
        page.set_viewport(driver, width, height)
        driver.get(hello["url"])
        wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#day-boards li")) == 12)
        wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#tabs [role=tab]")) == 4)
        heading = driver.find_element(By.ID, "day-name")
        assert heading.text == DAY, heading.text
        assert driver.execute_script("const h = arguments[0];"
                                     "return h.scrollWidth <= h.clientWidth", heading)
        busy = driver.find_elements(By.CSS_SELECTOR, "#day-boards li .board-event")
        assert len(busy) == len(playing), "%d boards name an event, %d play" % (
            len(busy), len(playing))
        assert {b.text for b in busy} <= {name for name, _, _, _ in EVENTS}
        assert fits(driver), "%d px: the boards' tab is wider than the screen" % width
        page.screenshot(driver, "day-full-%d-boards" % width)
        for index, (name, _, _, _) in enumerate(EVENTS):
            driver.find_elements(By.CSS_SELECTOR, "#tabs [role=tab]")[index + 1].click()
            wait.until(lambda d: d.find_element(By.ID, "event-name").text == name)
            wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#standings-body tr"))
                       == len(EVENTS[index][2]))
            assert fits(driver), "%d px: the tab of %s is wider than the screen" % (
                width, name)
            if width >= 960:
                gap = driver.execute_script(
                    "const v = document.getElementById('event-view');"
                    "return v.querySelector('.latest-section').getBoundingClientRect().top"
                    " - v.querySelector('.boards-section').getBoundingClientRect().bottom")
                assert gap < 40, "%s: %d px between its boards and its results" % (name, gap)
            page.screenshot(driver, "day-full-%d-event-%d" % (width, index + 1))
    page.ok("a full day's page fits 1280 and 360 px, its boards name their events, "
            "its results follow its boards")


def run(database):
    day = set_up(database)
    with page.served(database, "--day", str(day)) as hello, page.browser("en") as driver:
        check(driver, WebDriverWait(driver, page.TIMEOUT), hello, database, day)


if __name__ == "__main__":
    page.run_on_database("hammer-day-full-", run)
