#!/usr/bin/python3
# test_check_in_page.py — the check-in page for players' phones in a real
# browser.
#
# A day of two events served with `hammer-cli serve --day` on loopback; the
# desk opens check-in with `hammer-cli serve check-in --open`. In headless
# Chromium at a phone's 360 x 740, in English, Dutch and German: a player
# types part of their name, sees the matching entrants (a name with markup
# stays text), taps "I'm here" with the keyboard alone, and is checked in
# at the day's desk (`day players` says so); nothing is wider than the
# screen. A wrong key says so in the phone's language. Screenshots go to
# $HAMMER_SCREENSHOTS (meson sets it to meson-logs/browser).
#
# Run with Debian's /usr/bin/python3: the one with selenium.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import test_board_page as page  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

SINGLES = ["Anna de Vries", "Jürgen Müller-Lüdenscheidt", "<b>Eddy</b> Bakker",
           "Greet Schimmelpenninck van der Oye"]
MIXED = ["Anna de Vries", "Jürgen Müller-Lüdenscheidt", "Hanna Bakker"]
# Who checks in in each language, found by a part of the name typed
# without its accents.
ARRIVALS = {"en": ("muller", "Jürgen Müller-Lüdenscheidt"),
            "nl": ("schimmel", "Greet Schimmelpenninck van der Oye"),
            "de": ("anna", "Anna de Vries")}
BUTTON = {"en": "I’m here", "nl": "Ik ben er", "de": "Ich bin da"}
WELCOME = {"en": "You are checked in", "nl": "Je bent aangemeld", "de": "Du bist angemeldet"}
WRONG_KEY = {"en": "does not open check-in", "nl": "kun je je niet aanmelden",
             "de": "kannst du dich nicht anmelden"}


def fits(driver):
    return driver.execute_script(
        "return document.documentElement.scrollWidth <= window.innerWidth")


def set_up(database):
    day = page.cli(database, "day", "create", "--name", "Shuffleboard Open", "--date",
                   "2026-12-05", "--boards", "2")["id"]
    for name, players, form in (("Singles", SINGLES, "single-elimination"),
                                ("Mixed", MIXED, "round-robin")):
        event = page.cli(database, "event", "create", "--name", name, "--rules", "table",
                         "--format", form, "--day", str(day))["id"]
        page.cli(database, "entrants", "add", "--event", str(event), *players)
    page.cli(database, "serve", "check-in", "--day", str(day), "--open")
    return day


def checked_in(database, day, name):
    players = page.cli(database, "day", "players", "--day", str(day))["players"]
    return [p for p in players if p["name"] == name][0]["checked_in"]


def check_in(driver, wait, hello, language, database, day):
    typed, name = ARRIVALS[language]
    page.set_viewport(driver, 360, 740)
    driver.get(hello["check_in"]["url"])
    search = wait.until(lambda d: d.find_element(By.ID, "search"))
    wait.until(lambda d: search.is_displayed())
    assert driver.find_element(By.ID, "notice").is_displayed() is False
    # The field has its label; the keyboard reaches it first.
    assert driver.find_element(By.CSS_SELECTOR, "label[for=search]").text.strip()
    search.click()
    search.send_keys(typed)
    wait.until(lambda d: any(row.find_element(By.CLASS_NAME, "player-name").text == name
                             for row in d.find_elements(By.CSS_SELECTOR, "#found li")))
    # "Bakker" finds two, one of them with markup in the name: text, not bold.
    if language == "en":
        search.clear()
        search.send_keys("bakker")
        wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#found li")) == 2)
        assert not driver.find_elements(By.CSS_SELECTOR, "#found b")
        names = [n.text for n in driver.find_elements(By.CSS_SELECTOR, "#found .player-name")]
        assert "<b>Eddy</b> Bakker" in names, names
        assert fits(driver), "the list is wider than the screen"
        page.screenshot(driver, "check-in-360-en-found")
        search.clear()
        search.send_keys(typed)
        wait.until(lambda d: [n.text for n in d.find_elements(By.CSS_SELECTOR,
                                                               "#found .player-name")] == [name])
    page.ok("%s: typing “%s” finds %s" % (language, typed, name))

    # Tab to the button beside the name, Enter to check in.
    search.send_keys(Keys.TAB)
    active = driver.switch_to.active_element
    assert active.text == BUTTON[language], active.text
    assert name in active.get_attribute("aria-label"), active.get_attribute("aria-label")
    active.send_keys(Keys.ENTER)
    wait.until(lambda d: d.find_element(By.ID, "done").is_displayed())
    assert WELCOME[language] in driver.find_element(By.ID, "done-text").text
    assert name in driver.find_element(By.ID, "done-text").text
    own = driver.find_element(By.ID, "own-page").get_attribute("href")
    assert "/me?key=" in own, own
    assert driver.find_element(By.ID, "own-page").get_attribute("rel") == "noreferrer"
    assert fits(driver)
    page.screenshot(driver, "check-in-360-%s-done" % language)
    assert checked_in(database, day, name)
    page.ok("%s: “%s” checks %s in at the day's desk" % (language, BUTTON[language], name))

    # A wrong key: the page says so in the phone's language.
    driver.get(hello["check_in"]["url"][:-4] + "0000")
    wait.until(lambda d: d.find_element(By.ID, "notice").is_displayed())
    message = driver.find_element(By.ID, "notice").text
    assert WRONG_KEY[language] in message, message
    assert not driver.find_element(By.ID, "search-box").is_displayed()
    page.screenshot(driver, "check-in-360-%s-wrong-key" % language)
    page.ok("%s: a wrong key is refused in the phone's language" % language)


def run(database):
    day = set_up(database)
    with page.served(database, "--day", str(day)) as hello:
        assert hello["check_in"]["url"].endswith("check-in?key=" + hello["check_in"]["key"])
        for language in ("en", "nl", "de"):
            with page.browser(language) as driver:
                check_in(driver, WebDriverWait(driver, page.TIMEOUT), hello, language, database,
                         day)


if __name__ == "__main__":
    page.run_on_database("hammer-check-in-page-", run)
