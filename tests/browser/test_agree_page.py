#!/usr/bin/python3
# test_agree_page.py — both sides agree to a board's result on their own
# pages (/me), in a real browser.
#
# An event whose players agree to the boards' results (`event create
# --confirm players`) served with `hammer-cli serve --event` on loopback;
# its four players check in from their phones (the check-in API), the
# event is drawn and called, and a board sends its result (202: it waits
# for the players). In headless Chromium at a phone's 360 x 740: each
# player's page shows it in "Results to agree" with the score their way
# round; one agrees (still not stored), the other agrees (stored, `matches`
# says finished). On the other board a player says "Not right": nothing is
# stored and the desk's waiting results name them. The card in Dutch too.
# Screenshots go to $HAMMER_SCREENSHOTS (meson sets it to
# meson-logs/browser).
#
# Run with Debian's /usr/bin/python3: the one with selenium.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os
import sys
import tempfile
import urllib.error
import urllib.parse
import urllib.request

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import test_board_page as page  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

PLAYERS = ["Anna de Vries", "Bert Jansen", "Carl de Groot", "Dirk Bakker"]
TO_AGREE = {"en": "Results to agree", "nl": "Uitslagen om mee in te stemmen"}


def http(url, body=None):
    """The status and JSON answer of a GET, or of a POST of @body."""
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, method="POST" if data else "GET")
    if data is not None:
        request.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(request, timeout=page.TIMEOUT) as answer:
            return answer.status, json.loads(answer.read() or b"null")
    except urllib.error.HTTPError as refused:
        return refused.code, json.loads(refused.read() or b"null")


def check_in_everyone(hello):
    """Each player checks in from their phone: their own page's address."""
    base, key = hello["url"], hello["check_in"]["key"]
    pages = {}
    for name in PLAYERS:
        query = urllib.parse.urlencode({"key": key, "q": name})
        status, found = http(base + "api/players?" + query)
        assert status == 200 and len(found) == 1, found
        status, answer = http(base + "api/players/%d/check-in?key=%s" % (found[0]["player"], key),
                              {})
        assert status == 200, answer
        pages[name] = answer["url"]
    return pages


def card_text(driver, card):
    found = driver.find_elements(By.ID, card)
    return found[0].text if found else ""


def board_match(hello, board):
    entry = hello["boards"][board - 1]
    status, answer = http(hello["url"] + "api/boards/%d?key=%s" % (board, entry["key"]))
    assert status == 200 and answer["match"], answer
    return answer["match"]


def send_from_board(hello, board, winner):
    """Board @board's page sends its match: side @winner 4–0 and 3–0."""
    match = board_match(hello, board)
    points = [[4, 0], [3, 0]] if winner == 0 else [[0, 4], [0, 3]]
    status, answer = http(hello["url"] + "api/matches/%d/result?key=%s"
                          % (match["id"], hello["boards"][board - 1]["key"]),
                          {"games": [{"ends": [{"points": p} for p in points]}]})
    assert status == 202 and answer["waiting"] == "players", answer
    return match


def finished(database, event, match_id):
    for match in page.cli(database, "matches", "--event", str(event)):
        if match["id"] == match_id:
            return match["state"] == "finished"
    raise AssertionError("no match %d" % match_id)


def agree(driver, wait, own, expected, tap, shot):
    """Opens the player's page at @own, finds @expected in the card, taps
    @tap ("agree-yes" or "agree-no") and waits for the card to go."""
    page.set_viewport(driver, 360, 740)
    driver.get(own)
    wait.until(lambda d: TO_AGREE["en"] in card_text(d, "agree-card"))
    text = card_text(driver, "agree-card")
    for part in expected:
        assert part in text, text
    assert driver.execute_script(
        "return document.documentElement.scrollWidth <= window.innerWidth")
    page.screenshot(driver, shot)
    driver.find_element(By.CSS_SELECTOR, "#agree-card button." + tap).click()
    wait.until(lambda d: not d.find_elements(By.ID, "agree-card"))
    wait.until(lambda d: d.find_element(By.ID, "notice").is_displayed())
    page.screenshot(driver, shot + "-answered")
    return driver.find_element(By.ID, "notice").text


def run(database):
    event = page.cli(database, "event", "create", "--name", "Singles", "--rules", "table",
                     "--option", "target=7", "--option", "best_of=1", "--format",
                     "single-elimination", "--boards", "2", "--confirm", "players")["id"]
    page.cli(database, "entrants", "add", "--event", str(event), *PLAYERS)
    page.cli(database, "serve", "check-in", "--event", str(event), "--open")
    with page.served(database, "--event", str(event)) as hello:
        pages = check_in_everyone(hello)
        page.cli(database, "draw", "--event", str(event), "--seed", "7")
        page.cli(database, "boards", "call", "--event", str(event))

        match = send_from_board(hello, 1, 0)
        first, second = match["names"]
        with page.browser("en") as driver:
            wait = WebDriverWait(driver, page.TIMEOUT)
            notice = agree(driver, wait, pages[first], ["Won 7–0", second], "agree-yes",
                           "agree-360-en-first")
            assert "agreed" in notice, notice
            assert not finished(database, event, match["id"])
            page.ok("%s agrees to Won 7–0: not stored while %s has not" % (first, second))

            agree(driver, wait, pages[second], ["Lost 0–7", first, "%s agreed" % first],
                  "agree-yes", "agree-360-en-second")
            assert finished(database, event, match["id"])
            page.ok("%s agrees too: the result is stored" % second)

        other = send_from_board(hello, 2, 1)
        with page.browser("nl") as driver:
            wait = WebDriverWait(driver, page.TIMEOUT)
            page.set_viewport(driver, 360, 740)
            driver.get(pages[other["names"][0]])
            wait.until(lambda d: TO_AGREE["nl"] in card_text(d, "agree-card"))
            assert "Verloren 0–7" in card_text(driver, "agree-card"), \
                card_text(driver, "agree-card")
            page.screenshot(driver, "agree-360-nl")
            page.ok("in Dutch: %s" % TO_AGREE["nl"])
        with page.browser("en") as driver:
            wait = WebDriverWait(driver, page.TIMEOUT)
            agree(driver, wait, pages[other["names"][0]], ["Lost 0–7"], "agree-no",
                  "agree-360-en-not-right")
        assert not finished(database, event, other["id"])
        waiting = page.cli(database, "results", "waiting", "--event", str(event))
        assert [item["disputed_by"]["name"] for item in waiting["desk"]] == \
            [other["names"][0]], waiting
        page.ok("Not right: nothing stored, the desk sees who disputed it")


def main():
    os.makedirs(page.SHOTS, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="hammer-agree-page-") as work:
        run(os.path.join(work, "agree.db"))
    print("1..%d" % page.step)


if __name__ == "__main__":
    main()
