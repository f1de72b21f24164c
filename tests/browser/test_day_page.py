#!/usr/bin/python3
# test_day_page.py — the hall page of a tournament day in a real browser.
#
# A day of three boards plays two events (singles and a ladies' event) with
# `hammer-cli serve --day` on loopback. In headless Chromium at a phone's
# 360 px and a laptop's 1280 x 800, in English, Dutch and German: the page
# has a tab per event and one for all boards, reached and switched with
# the keyboard alone; the boards' tab shows every board with the event and
# players of the match on it and what comes next; an event's tab shows its
# standings and the matches it has on boards; nothing is wider than the
# screen; a name with markup stays text. A board's page names the event of
# its match, stores its result there, and then shows the board's next
# match, which the day's call took from the other event. Screenshots go to
# $HAMMER_SCREENSHOTS (meson sets it to meson-logs/browser).
#
# Run with Debian's /usr/bin/python3: the one with selenium.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import sys

# The board page's test is a module here: no compiled copy of it is left
# in the source tree.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import test_board_page as page  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

SINGLES = ["Anna de Vries", "Bram Wijnandszoonsdochter-Oudenaarde", "<b>Eddy</b>",
           "Frits Müller-Lüdenscheidt"]
LADIES = ["Greet Schimmelpenninck van der Oye", "Hanna Bakker", "Ilse Schwarzenberger",
          "Jet Visser"]
# The words of the boards' tab as each language has them.
ALL_BOARDS = {"en": "All boards", "nl": "Alle banen", "de": "Alle Bahnen"}
# One who withdrew, in the standings as paper and the app name her.
WITHDRAWN = {"en": "Jet Visser (withdrawn)", "nl": "Jet Visser (teruggetrokken)",
             "de": "Jet Visser (zurückgezogen)"}


def fits(driver):
    return driver.execute_script(
        "return document.documentElement.scrollWidth <= window.innerWidth")


def tab_labels(driver):
    return [tab.text for tab in driver.find_elements(By.CSS_SELECTOR, "#tabs [role=tab]")]


def selected_tab(driver):
    return driver.execute_script(
        "const t = document.querySelector('#tabs [aria-selected=true]');"
        "return t ? t.textContent : null")


def reach_tabs(driver):
    """The selected tab, reached from the page's top with Tab alone."""
    driver.find_element(By.TAG_NAME, "body").click()
    for _ in range(6):
        active = driver.switch_to.active_element
        if active.get_attribute("role") == "tab":
            break
        active.send_keys(Keys.TAB)
    active = driver.switch_to.active_element
    assert active.get_attribute("role") == "tab", "no tab reached with Tab"
    return active


def plain_title(driver):
    """The match's title on a board's page without the marks that isolate
    the event's name."""
    return page.text(driver, "match-title").replace("\u2068", "").replace("\u2069", "")


def set_up(database):
    day = page.cli(database, "day", "create", "--name", "Shuffleboard Open", "--date",
                   "2026-12-05", "--venue", "Sporthal De Hamer", "--boards", "3")["id"]
    events = []
    for name, players in (("Singles", SINGLES), ("Ladies", LADIES)):
        event = page.cli(database, "event", "create", "--name", name, "--rules", "table",
                         "--option", "best_of=1", "--option", "target=7",
                         "--format", "round-robin", "--day", str(day))["id"]
        page.cli(database, "entrants", "add", "--event", str(event), *players)
        page.cli(database, "draw", "--event", str(event), "--seed", "3")
        events.append(event)
    page.cli(database, "boards", "call", "--day", str(day))
    return day, events


def withdraw_jet(database, events):
    """Jet withdraws from the Ladies, once the boards' test is done with
    the field whole."""
    jet = [e for e in page.cli(database, "event", "show", "--event", str(events[1]))["entrants"]
           if e["name"] == "Jet Visser"][0]
    page.cli(database, "entrants", "withdraw", "--event", str(events[1]), str(jet["id"]))


def on_board(database, day, number):
    boards = page.cli(database, "boards", "--day", str(day))["boards"]
    return [b for b in boards if b["number"] == number][0]


def check_hall(driver, wait, hello, language, events, withdrawn, database):
    for width, height in ((360, 740), (1280, 800)):
        page.set_viewport(driver, width, height)
        driver.get(hello["url"])
        wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#day-boards li")) == 3)
        wait.until(lambda d: len(tab_labels(d)) == 3)
        labels = tab_labels(driver)
        assert labels == [ALL_BOARDS[language], "Singles", "Ladies"], labels
        cards = driver.find_elements(By.CSS_SELECTOR, "#day-boards li")
        busy = [card for card in cards if card.find_elements(By.CLASS_NAME, "board-event")]
        # Every board with a match, as the day's boards list them.
        playing = [b for b in page.cli(database, "boards", "--day", str(hello["day"]))["boards"]
                   if b["match"] is not None]
        assert len(busy) == len(playing) >= 2, "%d of %d boards show an event" % (
            len(busy), len(playing))
        events_shown = {card.find_element(By.CLASS_NAME, "board-event").text for card in busy}
        assert events_shown <= {"Singles", "Ladies"}, events_shown
        assert fits(driver), "%s at %d px: the boards' tab is wider than the screen" % (
            language, width)
        # A name with markup is text.
        assert not driver.find_elements(By.CSS_SELECTOR, "#day-view b, #event-view b")
        page.screenshot(driver, "day-%s-%d-boards" % (language, width))

        # The keyboard alone: Tab to the selected tab, arrows to the next.
        active = reach_tabs(driver)
        assert active.text == ALL_BOARDS[language]
        active.send_keys(Keys.ARROW_RIGHT)
        wait.until(lambda d: selected_tab(d) == "Singles")
        assert driver.switch_to.active_element.text == "Singles"
        wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#standings-body tr"))
                   == len(SINGLES))
        wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#boards li")) >= 1)
        assert not driver.find_element(By.ID, "day-view").is_displayed()
        assert driver.find_element(By.ID, "event-name").text == "Singles"
        assert fits(driver), "%s at %d px: the Singles tab is wider than the screen" % (
            language, width)
        assert not driver.find_elements(By.CSS_SELECTOR, "#event-view b")
        page.screenshot(driver, "day-%s-%d-singles" % (language, width))
        driver.switch_to.active_element.send_keys(Keys.END)
        wait.until(lambda d: selected_tab(d) == "Ladies")
        wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#standings-body tr"))
                   == len(LADIES))
        assert driver.find_element(By.ID, "event-name").text == "Ladies"
        names = [cell.text for cell in
                 driver.find_elements(By.CSS_SELECTOR, "#standings-body td.name")]
        if withdrawn:
            assert WITHDRAWN[language] in names, names
        assert sum(name.endswith(")") for name in names) == int(withdrawn), names
        page.screenshot(driver, "day-%s-%d-ladies" % (language, width))
        driver.switch_to.active_element.send_keys(Keys.HOME)
        wait.until(lambda d: selected_tab(d) == ALL_BOARDS[language])
        assert driver.find_element(By.ID, "day-view").is_displayed()
    page.ok("%s: the day's page has a tab per event and one for the boards, switched by "
            "keyboard, at 360 and 1280 px" % language)


def check_board(driver, wait, hello, database, day, events):
    """Board 1's page names its event, stores its result there, then shows
    the match the day's call puts on board 1 next."""
    first = on_board(database, day, 1)
    key = hello["boards"][0]["key"]
    page.set_viewport(driver, 360, 740)
    driver.get(hello["url"] + "board/1?key=" + key)
    name = "Singles" if first["event"] == events[0] else "Ladies"
    wait.until(lambda d: plain_title(d) == "%s · Match %d" % (name, first["match_number"]))
    page.screenshot(driver, "day-board-360-%s" % name.lower())
    page.choose_first(driver, wait, 0)
    page.accept_end(driver, wait, (4, 0), 1)
    page.accept_end(driver, wait, (3, 0), 2)
    wait.until(lambda d: d.find_element(By.ID, "submit").is_displayed())
    driver.find_element(By.ID, "submit").click()
    wait.until(lambda d: page.stored(database, first["event"], first["match"])["state"]
               == "finished")
    assert page.stored(database, first["event"], first["match"])["result_source"] == "board:1"
    page.cli(database, "boards", "call", "--day", str(day))
    after = on_board(database, day, 1)
    assert after["match"] not in (None, first["match"]), after
    other = "Singles" if after["event"] == events[0] else "Ladies"
    wait.until(lambda d: plain_title(d) == "%s · Match %d" % (other, after["match_number"]),
               "board 1's page did not follow the board to its next match")
    page.screenshot(driver, "day-board-360-next")
    page.ok("a board's page stores its result in its match's event and then follows the "
            "board to the next match (%s, then %s)" % (name, other))


def run(database):
    day, events = set_up(database)
    with page.served(database, "--day", str(day)) as hello:
        assert hello["day"] == day, hello
        assert len(hello["boards"]) == 3, hello
        for language in ("en", "nl", "de"):
            with page.browser(language) as driver:
                check_hall(driver, WebDriverWait(driver, page.TIMEOUT), hello, language, events,
                           language != "en", database)
                if language == "en":
                    check_board(driver, WebDriverWait(driver, page.TIMEOUT), hello, database,
                                day, events)
                    withdraw_jet(database, events)
                    check_hall(driver, WebDriverWait(driver, page.TIMEOUT), hello, language,
                               events, True, database)


if __name__ == "__main__":
    page.run_on_database("hammer-day-page-", run)
