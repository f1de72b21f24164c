#!/usr/bin/python3
# test_late_entry_page.py — "I'm not on the list" on the check-in page, in a
# real browser.
#
# A day of two events served with `hammer-cli serve --day` on loopback,
# check-in open. In headless Chromium at a phone's 360 x 740: a player not
# on the list opens the form with the keyboard, types a name with markup
# (it stays text), a club and one event, and asks; the desk sees the
# request (`entrants requests`) and accepts it (`entrants requests
# accept`), and the waiting page, on its own next look, says "You're in"
# with the player's own page. Another request, declined, tells the phone;
# one still waiting is found again after the page is reloaded; once the
# desk closes check-in the page says so at the top and neither "I'm here"
# nor the form is offered, until it opens again. Nothing is wider than the
# screen. Screenshots go to $HAMMER_SCREENSHOTS.
#
# Run with Debian's /usr/bin/python3: the one with selenium.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import signal
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import test_board_page as page  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

NAME = "<i>Zoë</i> Smit"


def fits(driver):
    return driver.execute_script(
        "return document.documentElement.scrollWidth <= window.innerWidth")


def set_up(database):
    day = page.cli(database, "day", "create", "--name", "Shuffleboard Open", "--date",
                   "2026-12-05", "--boards", "2")["id"]
    events = []
    for name, form in (("Singles", "single-elimination"), ("Mixed", "round-robin")):
        event = page.cli(database, "event", "create", "--name", name, "--rules", "table",
                         "--format", form, "--day", str(day))["id"]
        page.cli(database, "entrants", "add", "--event", str(event), "Anna", "Bert")
        events.append(event)
    page.cli(database, "serve", "check-in", "--day", str(day), "--open")
    return day, events


def waiting(database, day):
    return page.cli(database, "entrants", "requests", "--day", str(day))


def open_form(driver, wait, url, typed):
    driver.get(url)
    search = wait.until(lambda d: d.find_element(By.ID, "search"))
    wait.until(lambda d: search.is_displayed())
    search.click()
    search.send_keys(typed)
    wait.until(lambda d: "No entrant has that name" in d.find_element(By.ID, "search-hint").text)
    # Tab from the field to "I'm not on the list", Enter to open the form.
    search.send_keys(Keys.TAB)
    active = driver.switch_to.active_element
    assert active.get_attribute("id") == "not-listed", active.get_attribute("id")
    assert active.text == "I’m not on the list", active.text
    active.send_keys(Keys.ENTER)
    wait.until(lambda d: d.find_element(By.ID, "late-form").is_displayed())
    # The name typed is the name asked for; the name field has the focus.
    assert driver.switch_to.active_element.get_attribute("id") == "late-name"
    assert driver.find_element(By.ID, "late-name").get_attribute("value") == typed
    labels = [label.text for label in driver.find_elements(By.CSS_SELECTOR, "#late-events label")]
    assert labels == ["Singles", "Mixed"], labels


def ask(driver, wait, name, club, events):
    field = driver.find_element(By.ID, "late-name")
    field.clear()
    field.send_keys(name)
    if club:
        driver.find_element(By.ID, "late-club").send_keys(club)
    for box in driver.find_elements(By.CSS_SELECTOR, "#late-events input"):
        label = box.find_element(By.XPATH, "..").text
        if (label in events) != box.is_selected():
            box.send_keys(Keys.SPACE)
    driver.find_element(By.ID, "late-send").send_keys(Keys.ENTER)
    wait.until(lambda d: "your entry is with the desk" in d.find_element(By.ID, "late-intro").text)


def run_phone(driver, wait, hello, database, day, events):
    url = hello["check_in"]["url"]
    page.set_viewport(driver, 360, 740)

    open_form(driver, wait, url, "zoe")
    assert fits(driver), "the form is wider than the screen"
    page.screenshot(driver, "late-entry-360-form")
    ask(driver, wait, NAME, "De Schuif", ["Singles"])
    assert not driver.find_elements(By.CSS_SELECTOR, "#late i"), "markup was not kept as text"
    assert NAME in driver.find_element(By.ID, "late-intro").text
    assert fits(driver)
    page.screenshot(driver, "late-entry-360-waiting")
    asked = waiting(database, day)
    assert [(r["name"], r["club"], [e["name"] for e in r["events"]]) for r in asked] == \
        [(NAME, "De Schuif", ["Singles"])], asked
    page.ok("a player not on the list asks for Singles; the desk sees it as typed")

    page.cli(database, "entrants", "requests", "accept", "--request", str(asked[0]["id"]))
    wait.until(lambda d: d.find_element(By.ID, "done").is_displayed())
    assert "You’re in" in driver.find_element(By.ID, "done-text").text
    assert NAME in driver.find_element(By.ID, "done-text").text
    own = driver.find_element(By.ID, "own-page").get_attribute("href")
    assert "/me?key=" in own, own
    shown = page.cli(database, "event", "show", "--event", str(events[0]))
    assert NAME in [e["name"] for e in shown["entrants"]]
    assert fits(driver)
    page.screenshot(driver, "late-entry-360-accepted")
    page.ok("the desk accepts: the phone says “You’re in” with its own page")

    # Declined: the phone is told.
    open_form(driver, wait, url, "eva")
    ask(driver, wait, "Eva Jansen", "", ["Singles", "Mixed"])
    asked = waiting(database, day)
    assert [r["name"] for r in asked] == ["Eva Jansen"], asked
    assert [e["name"] for e in asked[0]["events"]] == ["Singles", "Mixed"]
    page.cli(database, "entrants", "requests", "decline", "--request", str(asked[0]["id"]))
    wait.until(lambda d: d.find_element(By.ID, "notice").is_displayed())
    assert "could not enter you" in driver.find_element(By.ID, "notice").text
    page.screenshot(driver, "late-entry-360-declined")
    page.ok("the desk declines: the phone is told")

    # A request still waiting is found again after a reload.
    open_form(driver, wait, url, "fien")
    ask(driver, wait, "Fien", "", ["Mixed"])
    driver.get(url)
    wait.until(lambda d: d.find_element(By.ID, "late").is_displayed())
    assert "Fien: your entry is with the desk" in driver.find_element(By.ID, "late-intro").text
    assert not driver.find_element(By.ID, "search-box").is_displayed()
    page.ok("a request waiting is found again after the page is reloaded")

    # Asked in the name of a player on the list: in, but this phone is not
    # handed Anna's page; it is told to get the link at the desk.
    driver.execute_script("localStorage.clear()")
    open_form(driver, wait, url, "quinten")
    ask(driver, wait, "ANNA", "", ["Mixed"])
    asked = [r for r in waiting(database, day) if r["name"] == "ANNA"]
    assert asked[0]["listed"]["name"] == "Anna", asked
    page.cli(database, "entrants", "requests", "accept", "--request", str(asked[0]["id"]))
    wait.until(lambda d: d.find_element(By.ID, "done").is_displayed())
    assert "at the desk" in driver.find_element(By.ID, "done-text").text
    assert not driver.find_element(By.ID, "own-page").is_displayed()
    assert fits(driver)
    page.screenshot(driver, "late-entry-360-listed")
    page.ok("asked in the name of a player on the list: in, the link is at the desk")

    # Check-in closed: the page says so at the top, and its buttons rest.
    page.cli(database, "serve", "check-in", "--day", str(day), "--close")
    driver.execute_script("localStorage.clear()")
    driver.get(url)
    closed = wait.until(lambda d: d.find_element(By.ID, "closed"))
    wait.until(lambda d: closed.is_displayed())
    assert "Check-in is closed" in closed.text, closed.text
    button = driver.find_element(By.ID, "not-listed")
    wait.until(lambda d: button.is_displayed())
    assert not button.is_enabled(), "“I’m not on the list” is offered while closed"
    search = driver.find_element(By.ID, "search")
    search.send_keys("anna")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#found button"))
    here = driver.find_elements(By.CSS_SELECTOR, "#found button")
    assert [b.is_enabled() for b in here] == [False], "“I’m here” is offered while closed"
    driver.execute_script("arguments[0].click()", button)
    assert not driver.find_element(By.ID, "late").is_displayed()
    assert fits(driver)
    page.screenshot(driver, "late-entry-360-closed")
    page.ok("check-in closed: the page says so at the top; “I’m here” and the form rest")

    # Opened again: the next search finds it open.
    page.cli(database, "serve", "check-in", "--day", str(day), "--open")
    search.send_keys(Keys.BACK_SPACE)
    wait.until(lambda d: not d.find_element(By.ID, "closed").is_displayed())
    wait.until(lambda d: all(b.is_enabled()
                             for b in d.find_elements(By.CSS_SELECTOR, "#found button")))
    assert button.is_enabled()
    page.ok("check-in opened again: the page follows at its next search")


def run(database):
    day, events = set_up(database)
    server = subprocess.Popen([page.CLI, "serve", "--database", database, "--day", str(day),
                               "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    driver = None
    try:
        hello = page.read_line(server, page.TIMEOUT)
        driver = page.start_browser("en")
        run_phone(driver, WebDriverWait(driver, page.TIMEOUT), hello, database, day, events)
    finally:
        if driver is not None:
            driver.quit()
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=page.TIMEOUT)
        except subprocess.TimeoutExpired:
            server.kill()


def main():
    os.makedirs(page.SHOTS, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="hammer-late-entry-page-") as work:
        run(os.path.join(work, "day.db"))
    print("1..%d" % page.step)


if __name__ == "__main__":
    main()
