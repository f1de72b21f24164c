#!/usr/bin/python3
# test_series_card_page.py — sjoelbak series cards taken at the boards, in a
# real browser.
#
# A series of four games for two players, served with `hammer-cli serve` on
# loopback; in headless Chromium at a phone's 360 x 740 the cards move from
# board to board. Board 1's page finds Anna by name and takes her first
# games, as a total and as the disks in gates 2, 3, 4, 1; an impossible
# count and one that is no number are refused with a sentence naming the
# game and the gate, and nothing of them is stored; Bert's card is found by
# its number. Bert enters his game 2 on his own page (/me, from check-in).
# Board 2's page then takes Anna's last game and Bert's next: each card
# shows the games so far and the running total, and `hammer-cli matches`
# has every game once. A board of a series leads with the card, with no
# "No match on this board yet" above it; a player's own page says of their
# next "match" the games on their card, the running total and the board
# of their next game, not that an opponent is unknown. A Dutch phone
# reads the refusal in Dutch.
# Screenshots go to $HAMMER_SCREENSHOTS (meson sets it to meson-logs/browser).
#
# Run with Debian's /usr/bin/python3: the one with selenium.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os
import sys
import urllib.parse
import urllib.request

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import test_board_page as page  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

NAMES = ["Anna de Vries", "Bert Wijnandszoonsdochter-Oudenaarde"]


def fits(driver):
    return driver.execute_script(
        "return document.documentElement.scrollWidth <= window.innerWidth")


def card_rows(driver):
    """The games on the open card: [(game, score, gates)], and the total."""
    rows = []
    for row in driver.find_elements(By.CSS_SELECTOR, "#series table.series-games tbody tr"):
        cells = [cell.text for cell in row.find_elements(By.CSS_SELECTOR, "td, th")]
        rows.append(tuple(cells))
    return rows


def stored_games(database, event):
    """Per player, each game's total as hammer-cli has the match."""
    games = {}
    for match in page.cli(database, "matches", "--event", str(event)):
        points = match.get("game_points") or [[]]
        games[match["names"][0]] = points[0]
    return games


def open_card(driver, wait, typed, name):
    search = wait.until(lambda d: d.find_element(By.ID, "series-search"))
    wait.until(lambda d: search.is_displayed())
    label = driver.find_element(By.CSS_SELECTOR, "label[for=series-search]").text
    assert label.strip(), "the search has no label"
    search.clear()
    search.send_keys(typed)
    # Read in one go: the list is drawn again with every answer.
    wait.until(lambda d: d.execute_script(
        "return [...document.querySelectorAll('#series .found .player-name')]"
        ".map((n) => n.textContent)") == [name])
    button = driver.find_element(By.CSS_SELECTOR, "#series .found button")
    assert name in button.get_attribute("aria-label")
    # The keyboard reaches it: Tab from the search, Enter.
    search.send_keys(Keys.TAB)
    assert driver.switch_to.active_element == button
    button.send_keys(Keys.ENTER)
    wait.until(lambda d: d.execute_script(
        "const n = document.querySelector('#series .names'); return n ? n.textContent : ''")
        == name)


def entry_heading(driver):
    return page.first_text(driver, By.CSS_SELECTOR, "#series .series-entry h3")


def set_mode(driver, wait, label):
    for button in driver.find_elements(By.CSS_SELECTOR, "#series .series-entry .choice button"):
        if button.text == label:
            button.click()
            wait.until(lambda d: [b.get_attribute("aria-pressed") for b in d.find_elements(
                By.CSS_SELECTOR, "#series .series-entry .choice button") if b.text == label]
                == ["true"])
            return
    raise AssertionError("no button %s" % label)


def add_total(driver, wait, total, game):
    set_mode(driver, wait, "Total")
    field = driver.find_element(By.CSS_SELECTOR, "#series .series-entry input.points")
    assert field.get_attribute("inputmode") == "numeric"
    field.send_keys(str(total))
    field.send_keys(Keys.ENTER)
    wait.until(lambda d: "Game %d is on the card." % game in d.find_element(By.ID,
                                                                            "series").text)


def type_gates(driver, wait, gates):
    """@gates as the board shows them: gate 2, 3, 4, 1."""
    set_mode(driver, wait, "Gates 2 · 3 · 4 · 1")
    fields = driver.find_elements(By.CSS_SELECTOR, "#series .compartments input.points")
    labels = [f.find_element(By.XPATH, "..").find_element(By.TAG_NAME, "span").text
              for f in fields]
    assert labels == ["2", "3", "4", "1"], labels
    for field, value in zip(fields, gates):
        field.clear()
        field.send_keys(str(value))
    # Enter on the last gate sends the game.
    fields[-1].send_keys(Keys.ENTER)


def refusal_text(driver):
    return driver.execute_script(
        "const n = document.querySelector('#series .series-refusal');"
        "return n ? n.textContent : ''")


def refused(driver, wait):
    wait.until(lambda d: refusal_text(d) != "")
    return refusal_text(driver)


def leads_with_series(driver, wait):
    """Once the board answered, the series card is the first thing on the
    page: no notice that no match is on the board."""
    wait.until(lambda d: d.find_element(By.ID, "series").is_displayed() and
               d.find_element(By.ID, "main").get_attribute("aria-busy") is None)
    first = driver.execute_script(
        "const shown = [...document.querySelectorAll('main > *')]"
        ".filter((n) => !n.hidden && n.offsetParent !== null); return shown[0].id")
    assert first == "series", first
    assert not driver.find_element(By.ID, "notice").is_displayed(), \
        driver.find_element(By.ID, "notice").text
    assert "No match on this board" not in driver.find_element(By.TAG_NAME, "main").text


def board_one(driver, wait, hello, database, event):
    page.set_viewport(driver, 360, 740)
    driver.get(hello["boards"][0]["url"])
    leads_with_series(driver, wait)
    page.screenshot(driver, "series-360-en-board")
    page.ok("a board of a series leads with the series card")
    open_card(driver, wait, "anna", NAMES[0])
    assert entry_heading(driver) == "Game 1 of 4"
    page.screenshot(driver, "series-360-en-opened")
    add_total(driver, wait, 87, 1)
    # Gates 2, 3, 4, 1 = 6, 7, 5, 5: compartments 1-4 are 5, 6, 7, 5 — 5 sets and
    # 1 + 2×3 = 108.
    type_gates(driver, wait, [6, 7, 5, 5])
    wait.until(lambda d: "Game 2 is on the card." in d.find_element(By.ID, "series").text)
    rows = card_rows(driver)
    assert rows[0] == ("1", "87", "—"), rows
    assert rows[1] == ("2", "108", "6 · 7 · 5 · 5"), rows
    assert rows[2][0] == "Σ" and rows[2][1] == "195", rows
    page.ok("board 1 takes Anna's games 1 and 2, as a total and as gates 2-3-4-1")

    # An impossible count: refused with the rules' sentence, game and gate named.
    type_gates(driver, wait, [6, -1, 5, 5])
    message = refused(driver, wait)
    assert "Game 3" in message and "compartment 3" in message and "-1" in message, message
    page.screenshot(driver, "series-360-en-refused")
    type_gates(driver, wait, [6, 7, 5, "x"])
    wait.until(lambda d: "compartment 1" in refused(d, wait))
    message = refused(driver, wait)
    assert "Game 3" in message and "whole number" in message, message
    type_gates(driver, wait, [20, 7, 5, 5])
    wait.until(lambda d: "37 disks" in refused(d, wait))
    assert stored_games(database, event)[NAMES[0]] == [87, 108]
    page.ok("impossible counts are refused naming game and gate; nothing of them is stored")
    type_gates(driver, wait, [7, 7, 7, 7])
    wait.until(lambda d: "Game 3 is on the card." in d.find_element(By.ID, "series").text)
    assert entry_heading(driver) == "Game 4 of 4"
    assert fits(driver), "the card is wider than the screen"
    page.screenshot(driver, "series-360-en-anna-three")

    # Bert by his card number.
    driver.find_element(By.XPATH, "//section[@id='series']//button[.='Another player']").click()
    open_card(driver, wait, "2", NAMES[1])
    type_gates(driver, wait, [5, 5, 5, 5])
    wait.until(lambda d: "Game 1 is on the card." in d.find_element(By.ID, "series").text)
    assert fits(driver)
    page.ok("board 1 finds Bert's card by its number and takes his game 1")


def board_two(driver, wait, hello, database, event):
    driver.get(hello["boards"][1]["url"])
    wait.until(lambda d: d.find_element(By.ID, "series").is_displayed())
    open_card(driver, wait, "vries", NAMES[0])
    rows = card_rows(driver)
    assert [row[1] for row in rows[:3]] == ["87", "108", "140"], rows
    assert entry_heading(driver) == "Game 4 of 4"
    add_total(driver, wait, 120, 4)
    text = driver.find_element(By.ID, "series").text
    assert "All 4 games are on the card." in text, text
    assert not driver.find_elements(By.CSS_SELECTOR, "#series .series-entry")
    assert card_rows(driver)[-1][1] == "455"
    page.screenshot(driver, "series-360-en-anna-done")
    driver.find_element(By.XPATH, "//section[@id='series']//button[.='Another player']").click()
    # Bert's game 2 came from his own phone; board 2 takes his game 3.
    open_card(driver, wait, "bert", NAMES[1])
    assert [row[1] for row in card_rows(driver)[:2]] == ["100", "99"], card_rows(driver)
    add_total(driver, wait, 80, 3)
    assert card_rows(driver)[-1][1] == "279"
    assert fits(driver)
    page.screenshot(driver, "series-360-en-bert")
    games = stored_games(database, event)
    assert games == {NAMES[0]: [87, 108, 140, 120], NAMES[1]: [100, 99, 80]}, games
    standings = page.cli(database, "standings", "--event", str(event))
    assert [line["name"] for line in standings] == NAMES, standings
    page.ok("board 2 takes Anna's last game and Bert's next; every game is stored once")


def own_page(driver, wait, url):
    """Bert's own page has his card, and takes his next game."""
    driver.get(url)
    wait.until(lambda d: d.find_element(By.ID, "series").is_displayed())
    assert driver.find_element(By.CSS_SELECTOR, "#series h2").text == "Series card"
    # His own card only: no search for others.
    assert not driver.find_element(By.ID, "series-search").is_displayed()
    wait.until(lambda d: entry_heading(d) == "Game 2 of 4")
    # His next "match" is his card: no opponent to wait for.
    wait.until(lambda d: "1 of 4 games" in d.find_element(By.ID, "next-card").text)
    text = driver.find_element(By.ID, "next-card").text
    assert "Opponent" not in text, text
    assert "Total so far: 100" in text, text
    assert "Game 2 on Board " in text, text
    page.screenshot(driver, "series-360-en-own-next")
    add_total(driver, wait, 99, 2)
    assert card_rows(driver)[-1][1] == "199"
    wait.until(lambda d: "Total so far: 199" in d.find_element(By.ID, "next-card").text)
    assert "2 of 4 games" in driver.find_element(By.ID, "next-card").text
    assert "Series card 2" in driver.find_element(By.ID, "schedule-card").text
    assert fits(driver)
    page.screenshot(driver, "series-360-en-own-page")
    page.ok("Bert enters his game 2 on his own page")


def dutch(driver, wait, hello):
    page.set_viewport(driver, 360, 740)
    driver.get(hello["boards"][0]["url"])
    wait.until(lambda d: d.find_element(By.ID, "series").is_displayed())
    assert driver.find_element(By.CSS_SELECTOR, "#series h2").text == "Seriekaart"
    open_card(driver, wait, "bert", NAMES[1])
    set_mode(driver, wait, "Poortjes 2 · 3 · 4 · 1")
    fields = driver.find_elements(By.CSS_SELECTOR, "#series .compartments input.points")
    for field, value in zip(fields, [40, 0, 0, 0]):
        field.send_keys(str(value))
    fields[-1].send_keys(Keys.ENTER)
    message = refused(driver, wait)
    assert "Spel 4" in message, message
    page.screenshot(driver, "series-360-nl-refused")
    page.ok("nl: the card and its refusal read in Dutch")


def check_in(hello, name):
    """Checks @name in at the door, as the check-in page does: the address
    of their own page."""
    key = hello["check_in"]["key"]
    base = hello["url"]
    query = urllib.parse.quote(name.split()[0])
    with urllib.request.urlopen("%sapi/players?key=%s&q=%s" % (base, key, query)) as answer:
        player = json.load(answer)[0]["player"]
    arrival = urllib.request.Request("%sapi/players/%d/check-in?key=%s" % (base, player, key),
                                     data=b"{}", headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(arrival) as answer:
        return json.load(answer)["url"]


def run(database):
    event = page.cli(database, "event", "create", "--name", "Winter Series", "--rules",
                     "sjoelbak", "--option", "games=4", "--format", "series",
                     "--boards", "2")["id"]
    page.cli(database, "entrants", "add", "--event", str(event), *NAMES)
    page.cli(database, "serve", "check-in", "--event", str(event), "--open")
    with page.served(database, "--event", str(event)) as hello:
        bert_page = check_in(hello, NAMES[1])
        page.cli(database, "draw", "--event", str(event))
        with page.browser("en") as driver:
            wait = WebDriverWait(driver, page.TIMEOUT)
            board_one(driver, wait, hello, database, event)
            own_page(driver, wait, bert_page)
            board_two(driver, wait, hello, database, event)
        with page.browser("nl") as driver:
            dutch(driver, WebDriverWait(driver, page.TIMEOUT), hello)


if __name__ == "__main__":
    page.run_on_database("hammer-series-page-", run)
