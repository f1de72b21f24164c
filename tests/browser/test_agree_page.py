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
# stored and the desk's waiting results name them, with the player's own
# score as each game's points (a loser's points kept; a score the rules
# cannot have is refused); both players' pages then say the result is
# with the desk, not "Board 2 — now". The board's page opened
# anew while a result waits shows that result end by end, read only, and
# once disputed both versions. The card in Dutch too.
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
    return page.first_text(driver, By.ID, card)


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


def waiting_cards(driver):
    """What the board's page shows of the results that wait, card by card:
    its words, and the points of each end of its games after it."""
    return driver.execute_script(
        "return [...document.querySelectorAll('#games .waiting-result')].map((card) => {"
        " const ends = [];"
        " for (let next = card.nextElementSibling;"
        "      next && !next.classList.contains('waiting-result'); next = next.nextElementSibling)"
        "  next.querySelectorAll('table.ends tbody tr').forEach((row) => ends.push("
        "   [...row.querySelectorAll('.pts')].map((cell) => cell.textContent)));"
        " return {text: card.innerText.replace(/[\u2068\u2069]/g, ''), ends: ends}; });")


def board_page(driver, wait, hello, board, says, shot, shown):
    """Opens board @board's page anew (a fresh browser: nothing kept from
    the phone that sent it): it @says what the result waits for, offers no
    sheet for a second entry, and shows what waits, read only: @shown, per
    card the words in it and the points of each end, [side 0, side 1]. In
    light and dark."""
    page.set_viewport(driver, 360, 740)
    driver.get([b for b in hello["boards"] if b["board"] == board][0]["url"])
    wait.until(lambda d: says in d.find_element(By.ID, "notice").text)
    wait.until(lambda d: len(waiting_cards(d)) == len(shown))
    cards = waiting_cards(driver)
    for card, (words, ends) in zip(cards, shown):
        for part in words:
            assert part in card["text"], (part, cards)
        assert card["ends"] == ends, cards
    assert not driver.find_element(By.ID, "entry").is_displayed()
    assert not driver.find_element(By.ID, "finish").is_displayed()
    assert not driver.find_elements(By.CSS_SELECTOR, "#games input, #games button")
    assert driver.execute_script(
        "return document.documentElement.scrollWidth <= window.innerWidth")
    page.screenshot(driver, shot)
    page.set_viewport(driver, 360, 740, dark=True)
    page.screenshot(driver, shot + "-dark")


def finished(database, event, match_id):
    for match in page.cli(database, "matches", "--event", str(event)):
        if match["id"] == match_id:
            return match["state"] == "finished"
    raise AssertionError("no match %d" % match_id)


def agree(driver, wait, own, expected, tap, shot, score=None):
    """Opens the player's page at @own, finds @expected in the card, taps
    @tap ("agree-yes" or "agree-no") and waits for the card to go. "Not
    right" asks first: the page sends only after "Send to the desk", with
    the player's own @score typed in."""
    page.set_viewport(driver, 360, 740)
    driver.get(own)
    wait.until(lambda d: TO_AGREE["en"] in card_text(d, "agree-card"))
    text = card_text(driver, "agree-card")
    for part in expected:
        assert part in text, text
    # Played: no call to the board over the card, and the next match says
    # what it waits for, not "Board 1 — now".
    assert not driver.find_element(By.ID, "call").is_displayed()
    assert "now" not in card_text(driver, "next-card"), card_text(driver, "next-card")
    assert driver.execute_script(
        "return document.documentElement.scrollWidth <= window.innerWidth")
    page.screenshot(driver, shot)
    # What the page sends: it names the result it showed (its proposal).
    driver.execute_script(
        "window.sentBodies = []; const send = window.fetch;"
        "window.fetch = (url, init) => { if (String(url).includes('/confirm'))"
        " window.sentBodies.push(JSON.parse(init.body)); return send(url, init); };")
    driver.find_element(By.CSS_SELECTOR, "#agree-card button." + tap).click()
    if tap == "agree-no":
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#agree-card .dispute"))
        assert "Tell the desk this result is not right?" in card_text(driver, "agree-card")
        assert driver.execute_script("return window.sentBodies.length") == 0
        field = driver.find_element(By.CSS_SELECTOR, "#agree-card .dispute input")
        assert field == driver.switch_to.active_element
        field.send_keys(score)
        page.screenshot(driver, shot + "-asked")
        driver.find_element(By.CSS_SELECTOR, "#agree-card button.dispute-send").click()
    wait.until(lambda d: not d.find_elements(By.ID, "agree-card"))
    sent = driver.execute_script("return window.sentBodies")
    assert len(sent) == 1 and isinstance(sent[0].get("proposal"), int) \
        and sent[0]["proposal"] > 0, sent
    wait.until(lambda d: d.find_element(By.ID, "notice").is_displayed())
    page.screenshot(driver, shot + "-answered")
    return driver.find_element(By.ID, "notice").text


def me_json(own):
    """/api/me as the page at @own asks it."""
    status, answer = http(own.replace("/me?", "/api/me?"))
    assert status == 200, answer
    return answer


def refused_own_score(hello, own, match):
    """A player's own score is each game's points, checked by the rules:
    a game short of its target is refused, naming the game; the old shape,
    ends, is still taken (checked here only: the answer is not sent)."""
    key = own.split("key=")[1]
    url = hello["url"] + "api/matches/%d/confirm?key=%s" % (match["id"], key)
    status, answer = http(url, {"agree": False, "games": [{"totals": [6, 5]}]})
    assert status == 422, answer
    assert answer["error"]["message"] == \
        "Game 1: a game ends when a side reaches 7 points, and 6 does not", answer
    status, answer = http(url, {"agree": False, "games": [{"totals": [7, 7]}]})
    assert status == 422 and "one winner" in answer["error"]["message"], answer
    page.ok("a player's own game points are checked by the rules: %s" %
            answer["error"]["message"])


def with_the_desk(pages, match):
    """After "Not right" both players' pages say the result is with the
    desk: no call to the board, in the next match and in the schedule."""
    for name in match["names"]:
        me = me_json(pages[name])
        assert me["next"]["match"] == match["id"], me["next"]
        assert me["next"]["waiting"] == "desk" and not me["next"]["called"], me["next"]
        with page.browser("en") as driver:
            wait = WebDriverWait(driver, page.TIMEOUT)
            page.set_viewport(driver, 360, 740)
            driver.get(pages[name])
            wait.until(lambda d: "The result is with the desk" in card_text(d, "next-card"))
            assert "With the desk" in card_text(driver, "schedule-card")
            assert not driver.find_element(By.ID, "call").is_displayed()
            assert not driver.find_elements(By.ID, "agree-card")
            page.screenshot(driver, "agree-360-en-with-desk-%d" % match["names"].index(name))
        page.ok("%s's page: the result is with the desk, no call to the board" % name)


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
            board_page(driver, wait, hello, 1, "Waiting for both players to agree",
                       "agree-360-en-board-waiting",
                       [(["Sent from this board", "%s wins 7–0" % first],
                         [["4", "0"], ["3", "0"]])])
            page.ok("the board's page opened anew shows the result that waits for both "
                    "players, end by end; no second entry")
            me = me_json(pages[first])
            assert me["next"]["waiting"] == "players" and not me["next"]["called"], me["next"]
            notice = agree(driver, wait, pages[first], ["Won 7–0", "Games: 7–0", second],
                           "agree-yes", "agree-360-en-first")
            assert "agreed" in notice, notice
            assert not finished(database, event, match["id"])
            # The page says what it waits for now: not the board, the other side.
            waits = "Waiting for %s to agree" % second
            wait.until(lambda d: waits in card_text(d, "next-card"))
            assert "now" not in card_text(driver, "next-card"), card_text(driver, "next-card")
            page.screenshot(driver, "agree-360-en-first-waiting")
            page.ok("%s agrees to Won 7–0: not stored while %s has not" % (first, second))
            with page.browser("en") as fresh:
                board_page(fresh, WebDriverWait(fresh, page.TIMEOUT), hello, 1,
                           "Waiting for both players to agree", "agree-360-en-board-agreed",
                           [(["%s wins 7–0" % first, "%s agreed" % first],
                             [["4", "0"], ["3", "0"]])])
            page.ok("the board's page opened anew says %s agreed" % first)

            agree(driver, wait, pages[second], ["Lost 0–7", "Games: 0–7", first,
                                                "%s agreed" % first],
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
        disputer, opponent = other["names"]
        refused_own_score(hello, pages[disputer], other)
        with page.browser("en") as driver:
            wait = WebDriverWait(driver, page.TIMEOUT)
            agree(driver, wait, pages[disputer], ["Lost 0–7"], "agree-no",
                  "agree-360-en-not-right", "7-5")
        assert not finished(database, event, other["id"])
        with_the_desk(pages, other)
        with page.browser("en") as driver:
            board_page(driver, WebDriverWait(driver, page.TIMEOUT), hello, 2,
                       "Sent to the desk: a player said it is not right",
                       "agree-360-en-board-disputed",
                       [(["Sent from this board", "%s wins 7–0" % other["names"][1],
                          "%s says it is not right" % other["names"][0]],
                         [["0", "4"], ["0", "3"]]),
                        (["As %s says it was" % other["names"][0],
                          "%s wins 7–5" % other["names"][0]],
                         [["7", "5"]])])
        page.ok("the board's page says a player sent it to the desk, and shows both "
                "versions as the desk sees them")
        waiting = page.cli(database, "results", "waiting", "--event", str(event))
        assert [item["disputed_by"]["name"] for item in waiting["desk"]
                if item.get("disputed_by")] == [other["names"][0]], waiting
        own = [item for item in waiting["desk"] if item.get("from_player")]
        assert len(own) == 1 and own[0]["from_player"]["name"] == other["names"][0], waiting
        # The player's version is each game's points: the loser's 5 kept.
        assert own[0]["result"]["games"][0]["totals"] == [7, 5], own
        assert own[0]["result"]["winner"] == 0, own
        page.ok("Not right, asked first: nothing stored, the desk sees who disputed it "
                "and their own score")


def main():
    os.makedirs(page.SHOTS, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="hammer-agree-page-") as work:
        run(os.path.join(work, "agree.db"))
    print("1..%d" % page.step)


if __name__ == "__main__":
    main()
