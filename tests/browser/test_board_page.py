#!/usr/bin/python3
# test_board_page.py — the board page and the hall page in a real browser.
#
# A best-of-three is typed end by end on a board's page in headless Chromium
# at a phone's size (WebDriver, Debian's python3-selenium), against
# `hammer-cli serve` on loopback: every end is checked by the rules, an
# impossible end is refused with the rules' sentence and nothing is stored
# until Submit; then the hall page shows the new standings. A hall of 80
# players on 40 boards is read in Dutch and German at 360, 1280 and 1920 px
# (names, columns, results, paging on a projector) and a board's page there
# in the phone's language; a game clock's time left and a called time on
# a phone in German. Screenshots go to $HAMMER_SCREENSHOTS (meson sets
# it to meson-logs/browser).
#
# Run with Debian's /usr/bin/python3: the one with selenium.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import base64
import contextlib
import json
import os
import select
import signal
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

CLI = os.environ.get("HAMMER_CLI") or sys.argv[1]
SHOTS = os.environ.get("HAMMER_SCREENSHOTS") or tempfile.mkdtemp(prefix="hammer-browser-")
# Generous: the machine may be busy; nothing here waits a fixed time.
TIMEOUT = 90

# One long name, as a hall has them: the pages must still fit the screen.
NAMES = ["Anna de Vries", "Bram Wijnandszoonsdochter-Oudenaarde", "Chantal Bakker",
         "Dirk Visser"]
# Points of sides 0 and 1, end by end: side 0 wins games 1 and 3, side 1 game 2.
GAME_1 = [(4, 0), (0, 3), (4, 0), (4, 0), (3, 0)]
GAME_2 = [(0, 4), (0, 4), (0, 4), (0, 4)]
GAME_3 = [(3, 0), (4, 0), (4, 0), (4, 0)]
# Both sides scoring in one end: table shuffleboard refuses it.
IMPOSSIBLE = (3, 2)

step = 0


def ok(text):
    global step
    step += 1
    print("ok %d - %s" % (step, text), flush=True)


def cli(database, *args, stdin=None, expect=0):
    done = subprocess.run([CLI, args[0], "--database", database, "--json", *args[1:]],
                          input=stdin, capture_output=True, text=True, timeout=TIMEOUT)
    assert done.returncode == expect, "hammer-cli %s: exit %d\n%s%s" % (
        " ".join(args), done.returncode, done.stdout, done.stderr)
    return json.loads(done.stdout) if done.stdout.strip() else None


def score(rules_input):
    """What the rules make of a match, as hammer-cli score answers."""
    done = subprocess.run([CLI, "score", "--json"], input=json.dumps(rules_input),
                          capture_output=True, text=True, timeout=TIMEOUT)
    return done.returncode, json.loads(done.stdout)


def games_body(games):
    return {"games": [{"ends": [{"points": list(end)} for end in game]} for game in games]}


def read_line(process, timeout):
    """The first line the server prints, within @timeout seconds."""
    deadline = time.monotonic() + timeout
    line = b""
    while not line.endswith(b"\n"):
        left = deadline - time.monotonic()
        assert left > 0, "hammer-cli serve printed no line in %d s" % timeout
        ready, _, _ = select.select([process.stdout], [], [], left)
        if ready:
            chunk = os.read(process.stdout.fileno(), 1)
            assert chunk, "hammer-cli serve ended: %s" % process.stderr.read().decode()
            line += chunk
    return json.loads(line)


def screenshot(driver, name, top=0, height=None):
    """The whole page, not only what fits the window; or @height pixels of
    it from @top, to be read by eye where the page is long."""
    metrics = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})
    size = metrics["cssContentSize"]
    width = driver.execute_script("return window.innerWidth")
    if height is None:
        height = size["height"] - top
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": top, "width": width, "height": max(height, 1), "scale": 1}})
    path = os.path.join(SHOTS, name + ".png")
    with open(path, "wb") as out:
        out.write(base64.b64decode(shot["data"]))
    print("# screenshot %s" % path, flush=True)


@contextlib.contextmanager
def served(database, *arguments):
    """`hammer-cli serve` on @database with @arguments ("--day", "1") on a
    free port: what it printed first; stopped at the end by SIGTERM, on
    which it ends with exit 0."""
    server = subprocess.Popen([CLI, "serve", "--database", database, *arguments, "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        yield read_line(server, TIMEOUT)
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            code = server.wait(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            server.kill()
            raise
    assert code == 0, "hammer-cli serve exited %d: %s" % (code, server.stderr.read().decode())


@contextlib.contextmanager
def browser(language="en"):
    """start_browser(), quit at the end."""
    driver = start_browser(language)
    try:
        yield driver
    finally:
        driver.quit()


def set_viewport(driver, width, height, dark=False):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 800})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
        {"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})


def start_browser(language="en"):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                     "--disable-gpu", "--hide-scrollbars", "--window-size=360,740",
                     "--lang=%s" % language, "--no-first-run", "--disable-extensions"]:
        options.add_argument(argument)
    # The page's language follows Accept-Language: English here unless asked,
    # whatever the machine's.
    accepted = "en-US,en" if language == "en" else language
    options.add_experimental_option("prefs", {"intl.accept_languages": accepted})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(TIMEOUT)
    return driver


def run_on_database(prefix, run):
    """@run(database) on a new database in a folder of its own, removed
    after; then the TAP plan."""
    os.makedirs(SHOTS, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=prefix) as work:
        run(os.path.join(work, "hammer.db"))
    print("1..%d" % step)


def text(driver, element_id):
    try:
        return driver.find_element(By.ID, element_id).text
    except StaleElementReferenceException:
        return ""


def first_text(driver, by, selector):
    """The text of the first element @selector finds, or "" while there is
    none or the page is drawing it anew (a wait asks again)."""
    try:
        found = driver.find_elements(by, selector)
        return found[0].text if found else ""
    except StaleElementReferenceException:
        return ""


def rows(driver):
    return driver.find_elements(By.CSS_SELECTOR, "#games table.ends tbody tr")


def choose_first(driver, wait, side):
    """Who shoots first: asked with nothing chosen, and no field to type an
    end in until the players chose."""
    wait.until(lambda d: d.find_element(By.ID, "first-choice").is_displayed(),
               "the question who shoots first")
    buttons = driver.find_elements(By.CSS_SELECTOR, "#first-buttons button")
    assert len(buttons) == 2, len(buttons)
    pressed = [b.get_attribute("aria-pressed") for b in buttons]
    assert pressed == ["false", "false"], "a choice looks made before anyone chose: %s" % pressed
    assert driver.find_element(By.ID, "first-note").is_displayed()
    assert not driver.find_element(By.ID, "entry").is_displayed(), \
        "the end can be typed before who shoots first is chosen"
    buttons[side].click()
    wait.until(lambda d: d.find_element(By.ID, "entry").is_displayed())
    wait.until(lambda d: d.find_element(
        By.CSS_SELECTOR, "#first-buttons button:nth-child(%d)" % (side + 1)
    ).get_attribute("aria-pressed") == "true")


def type_end(driver, wait, points, inputmode="numeric"):
    fields = driver.find_elements(By.CSS_SELECTOR, "#entry-sides input:not(.penalty-field)")
    assert len(fields) == 2, "an end has a field per side, found %d" % len(fields)
    for field, value in zip(fields, points):
        assert field.get_attribute("inputmode") == inputmode
        field.clear()
        field.send_keys(str(value))
    # Enter on the last field sends the end, as the button does.
    fields[-1].send_keys(Keys.ENTER)


def accept_end(driver, wait, points, expected_rows):
    type_end(driver, wait, points)
    wait.until(lambda d: len(rows(d)) == expected_rows,
               "end %s was not taken (%d rows)" % (points, expected_rows))


def stored(database, event, match_id):
    match = [m for m in cli(database, "matches", "--event", str(event)) if m["id"] == match_id][0]
    return match


def check_sheet(driver, games, options):
    """The page shows what the rules make of the ends: points, running totals
    and who had the hammer, end by end."""
    code, answer = score({"rules": "table", "options": options, **games_body(games)})
    assert code == 0, answer
    page_rows = iter(rows(driver))
    for game in answer["games"]:
        for end in game["ends"]:
            cells = next(page_rows).find_elements(By.TAG_NAME, "td")[1:]
            for side, cell in enumerate(cells):
                shown = cell.find_element(By.CLASS_NAME, "pts").text
                total = cell.find_element(By.CLASS_NAME, "tot").text
                marked = len(cell.find_elements(By.CLASS_NAME, "hammer")) == 1
                assert shown == str(end["points"][side]), (shown, end)
                assert total == str(end["totals"][side]), (total, end)
                assert marked == (end["hammer"] == side), (side, end)
    return answer


def main():
    os.makedirs(SHOTS, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="hammer-board-page-") as work:
        run(os.path.join(work, "hall.db"))
    with tempfile.TemporaryDirectory(prefix="hammer-board-page-court-") as work:
        run_court(os.path.join(work, "court.db"))
    with tempfile.TemporaryDirectory(prefix="hammer-board-page-hall-") as work:
        run_hall(os.path.join(work, "hall.db"))
    with tempfile.TemporaryDirectory(prefix="hammer-board-page-variants-") as work:
        run_variants(os.path.join(work, "court.db"), "court", ["frames=16"], "en",
                     "75 points or 16 frames, whichever comes first · best of 3 · Round robin",
                     "board-360-court-16-frames")
    with tempfile.TemporaryDirectory(prefix="hammer-board-page-variants-") as work:
        run_variants(os.path.join(work, "collar.db"), "horse-collar",
                     ["hanger=13", "corner=26"], "nl",
                     "Spellen tot 31 punten · Hangers tellen 13, hoeken 26 · één spel · "
                     "Halve competitie", "board-360-nl-horse-collar-corners")
    with tempfile.TemporaryDirectory(prefix="hammer-board-page-clock-") as work:
        run_clock(os.path.join(work, "clock.db"))
    with tempfile.TemporaryDirectory(prefix="hammer-board-page-calls-") as work:
        run_calls(os.path.join(work, "calls.db"))
    print("1..%d" % step)


# A hall of 80 players on 40 boards, with the long names of the Low
# Countries and Germany, and one name with an unbalanced right-to-left
# override (U+202E) that must not turn its opponent's name round.
FIRST_NAMES = ["Anna", "Bram", "Chantal", "Dirk", "Eva", "Friedrich-Wilhelm", "Gerda",
               "Hans-Joachim", "Ilse", "Jan", "Katharina", "Lieven", "Marieke", "Nils"]
LAST_NAMES = ["de Vries", "van Oldenbarnevelt", "Müller-Lüdenscheidt", "Bakker",
              "Schimmelpenninck van der Oye", "Visser", "Schwarzenberger", "Wijnandszoon"]
HALL_NAMES = ["%s %s" % (FIRST_NAMES[i % len(FIRST_NAMES)], LAST_NAMES[(i * 3) % len(LAST_NAMES)])
              + ("" if i < len(FIRST_NAMES) * len(LAST_NAMES) // 2 else " %d" % i)
              for i in range(79)] + ["Eve \u202eEvil"]
# The headings of the Drawn column as the two languages have them.
DRAWN = {"nl": "Gelijk", "de": "Unentschieden"}


def name_lines(driver, selector):
    """The most lines a name of @selector takes beyond its words: a name
    broken only between words takes at most one line per word."""
    return driver.execute_script("""
        let worst = -99;
        for (const cell of document.querySelectorAll(arguments[0])) {
          if (cell.offsetParent === null)
            continue;
          const style = getComputedStyle(cell);
          const inner = cell.clientHeight - parseFloat(style.paddingTop)
                        - parseFloat(style.paddingBottom);
          const lines = Math.round(inner / parseFloat(style.lineHeight));
          const words = cell.textContent.split(/[\\s-]+/).filter((w) => w !== '').length;
          worst = Math.max(worst, lines - words);
        }
        return worst;""", selector)


def visible_boards(driver):
    """The names of the boards shown whole in the window."""
    return driver.execute_script("""
        const shown = [];
        for (const item of document.querySelectorAll('#boards li')) {
          const box = item.getBoundingClientRect();
          if (item.offsetParent !== null && box.top >= 0 && box.bottom <= window.innerHeight)
            shown.push(item.querySelector('.board-name').textContent);
        }
        return shown;""")


def run_calls(database):
    """The desk's call shows large on the hall page, in the reader's language,
    and goes once it is 20 seconds old by the server's clock."""
    event = cli(database, "event", "create", "--name", "Oproepen", "--rules", "table",
                "--format", "round-robin", "--boards", "4")["id"]
    cli(database, "entrants", "add", "--event", str(event), "Jansen", "De Vries", "Bakker",
        "Smit", "Visser", "Mulder", "Bos", "Peters")
    cli(database, "draw", "--event", str(event))
    with served(database, "--event", str(event)) as hello, browser("nl") as driver:
        wait = WebDriverWait(driver, TIMEOUT)
        set_viewport(driver, 1280, 800)
        driver.get(hello["url"] + "?display=1")
        wait.until(lambda d: text(d, "event-name") == "Oproepen", "the hall page shows the event")
        # Nobody called the matches the draw put on the boards: no call shows.
        assert not driver.find_element(By.ID, "calls").is_displayed()
        boards = cli(database, "boards", "call", "--event", str(event), "--board", "2")
        names = [b for b in boards["boards"] if b["number"] == 2][0]["match"]["names"]
        wait.until(lambda d: d.find_element(By.ID, "calls").is_displayed(),
                   "the hall page shows the call")
        shown = text(driver, "calls")
        assert shown.startswith("Baan 2"), shown
        assert "%s tegen %s" % (names[0], names[1]) in shown, shown
        screenshot(driver, "hall-call-nl-1280")
        ok("the hall page shows the desk's call large: %s" % shown.replace("\n", " / "))
        WebDriverWait(driver, 45).until(
            lambda d: not d.find_element(By.ID, "calls").is_displayed(),
            "the call goes after 20 seconds")
        ok("the call goes once it is 20 seconds old")


def run_hall(database):
    """The hall page in Dutch and German with 80 players on 40 boards, on a
    phone, a laptop and a projector; a board's page in each language."""
    event = cli(database, "event", "create", "--name", "Hallentoernooi", "--rules", "table",
                "--option", "best_of=3", "--format", "round-robin", "--boards", "40")["id"]
    cli(database, "entrants", "add", "--event", str(event), *HALL_NAMES)
    cli(database, "draw", "--event", str(event), "--seed", "5")
    matches = cli(database, "matches", "--event", str(event))
    on_boards = sorted((m for m in matches if m.get("board")), key=lambda m: m["board"])
    assert len(on_boards) == 40, len(on_boards)
    # Side 2 wins the matches of boards 31 to 40, 2–0: the hall says the
    # winner's figure first.
    for match in on_boards[30:]:
        cli(database, "result", "--event", str(event), "--match", str(match["id"]),
            stdin=json.dumps(games_body([[(0, 4)] * 4, [(0, 4)] * 4])))
    won = on_boards[39]
    board_1 = on_boards[0]
    with served(database, "--event", str(event)) as hello:
        for language in ("nl", "de"):
            with browser(language) as driver:
                wait = WebDriverWait(driver, TIMEOUT)
                for width, height in ((360, 740), (1280, 800)):
                    set_viewport(driver, width, height)
                    # As a browser window shows it, scrolled: display mode has its own check.
                    driver.get(hello["url"] + "?display=0")
                    wait.until(lambda d: len(d.find_elements(
                        By.CSS_SELECTOR, "#standings-body tr")) == len(HALL_NAMES))
                    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#boards li")) == 40)
                    assert driver.execute_script(
                        "return document.documentElement.scrollWidth <= window.innerWidth")
                    # Every column of the standings in sight: none scrolled off.
                    room = driver.execute_script(
                        "const room = document.getElementById('standings-room');"
                        "return [room.scrollWidth, room.clientWidth]")
                    assert room[0] <= room[1] + 1, "%s at %d px: the standings scroll: %s" % (
                        language, width, room)
                    # The boards' cards show their players whole, as paper does.
                    cut = driver.execute_script("""
                        return Array.from(document.querySelectorAll('#boards .board-match')).filter(
                          (line) => line.scrollHeight > line.clientHeight + 1
                                    || line.scrollWidth > line.clientWidth + 1).length""")
                    assert cut == 0, "%s at %d px: %d board cards cut their names" % (
                        language, width, cut)
                    worst = name_lines(driver, "#standings-body td.name")
                    assert worst <= 0, \
                        "%s at %d px: a name breaks inside a word (%d lines more)" % (
                            language, width, worst)
                    screenshot(driver, "hall-%s-%d" % (language, width))
                    if width == 360:
                        # The long phone page in screens: its top and its standings.
                        screenshot(driver, "hall-%s-360-top" % language, 0, height)
                        standings = driver.execute_script(
                            "return document.getElementById('standings').getBoundingClientRect()"
                            ".top + window.scrollY")
                        screenshot(driver, "hall-%s-360-standings" % language, int(standings),
                                   height)
                ok("%s: names on the hall page break between words only and are never cut, at 360 "
                   "and 1280 px"
                   % language)

                heads = [c.text for c in driver.find_elements(By.CSS_SELECTOR,
                                                              "#standings-head th")]
                assert DRAWN[language] not in heads, heads
                ok("%s: no Drawn column where table shuffleboard's best of 3 cannot draw: %s"
                   % (language, heads))

                names = won["names"]
                line = [li.text for li in driver.find_elements(By.CSS_SELECTOR, "#latest li")
                        if names[1] in li.text and names[0] in li.text][0]
                assert line.startswith(names[1]) and " 2–0" in line, line
                ok("%s: the winner and the winner's figure first: %s" % (language, line))

                isolated = driver.execute_script("""
                    return Array.from(document.querySelectorAll('bdi')).some(
                      (node) => node.textContent.includes('\u202e'))""")
                assert isolated, "the name with U+202E is not isolated"
                assert len(driver.find_elements(By.CSS_SELECTOR, "#standings-body td.name bdi")) \
                    == len(HALL_NAMES)
                assert len(driver.find_elements(By.CSS_SELECTOR, "#boards .board-match bdi")) >= 2
                ok("%s: every name on the hall page is isolated in <bdi>" % language)

                # A projector: in display mode the page fits the screen and
                # pages through the boards, every one of them in turn.
                set_viewport(driver, 1920, 1080)
                driver.get(hello["url"] + "?display=0")
                wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#boards li")) == 40)
                screenshot(driver, "hall-%s-1920" % language)
                first_page = len(visible_boards(driver))
                driver.get(hello["url"] + "?display=1&every=2")
                wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#boards li")) == 40)
                seen = set()
                shots = 0
                deadline = time.monotonic() + TIMEOUT
                while len(seen) < 40 and time.monotonic() < deadline:
                    shown = visible_boards(driver)
                    assert driver.execute_script(
                        "return document.documentElement.scrollHeight <= window.innerHeight"
                        " && document.documentElement.scrollWidth <= window.innerWidth"), \
                        "the projector's page scrolls"
                    assert driver.execute_script("""
                        return Array.from(document.querySelectorAll('#boards .board-match')).every(
                          (line) => line.scrollHeight <= line.clientHeight + 1)"""), \
                        "a board card on the projector cuts its names"
                    if shown and not set(shown) <= seen and shots < 3:
                        shots += 1
                        screenshot(driver, "hall-%s-1920-display-%d" % (language, shots))
                    seen.update(shown)
                    time.sleep(0.25)
                assert len(seen) == 40, "%d of 40 boards shown on the projector" % len(seen)
                ok("%s: at 1920×1080 %d boards in the first screen; in display mode all 40 "
                   "in pages" % (language, first_page))

                # A board's page in the phone's language.
                set_viewport(driver, 360, 740)
                board_url = [b for b in hello["boards"] if b["board"] == 1][0]["url"]
                driver.get(board_url)
                wait.until(lambda d: text(d, "match-title") != "")
                shown = text(driver, "match-format")
                assert "15" in shown and "3" in shown, shown
                wait.until(lambda d: d.find_element(By.ID, "first-choice").is_displayed())
                screenshot(driver, "board-%s-360-who-first" % language)
                choose_first(driver, wait, 0)
                type_end(driver, wait, (17, 0))
                wait.until(lambda d: text(d, "refusal") != "", "17 points are refused")
                refusal = text(driver, "refusal")
                assert "cannot have scored" not in refusal and "17" in refusal, refusal
                if language == "nl":
                    assert "4 pucks leveren hoogstens 16" in refusal, refusal
                screenshot(driver, "board-%s-360-refused" % language)
                ok("%s: the refusal of 17 points reads in the phone's language: %s"
                   % (language, refusal))

                # Twelve ends later the fields are still in the first screen.
                for end in range(12):
                    accept_end(driver, wait, (1, 0) if end % 2 == 0 else (0, 1), end + 1)
                driver.execute_script("window.scrollTo(0, 0)")
                bottom = driver.execute_script(
                    "return document.getElementById('field-1').getBoundingClientRect().bottom")
                assert bottom <= 740, "the entry field is below the fold: %d" % bottom
                screenshot(driver, "board-%s-360-twelve-ends" % language)
                ok("%s: after 12 ends the entry fields are in sight at the top (%d px)"
                   % (language, bottom))
                # The next language starts on a fresh match.
                driver.execute_script("sessionStorage.clear()")
        assert board_1["board"] == 1


def run_court(database):
    """Court shuffleboard's 10-off area takes points off a side: the page
    reads from the rule set that a frame's points may be below zero, and
    offers a keyboard with the minus sign."""
    event = cli(database, "event", "create", "--name", "Court Cup", "--rules", "court",
                "--format", "round-robin", "--boards", "1")["id"]
    cli(database, "entrants", "add", "--event", str(event), *NAMES[:2])
    cli(database, "draw", "--event", str(event), "--seed", "3")
    with served(database, "--event", str(event)) as hello, browser() as driver:
        wait = WebDriverWait(driver, TIMEOUT)
        set_viewport(driver, 360, 740)
        driver.get(hello["boards"][0]["url"])
        choose_first(driver, wait, 0)
        wait.until(lambda d: text(d, "entry-title") == "Game 1, end 1",
                   "the court match's first frame")
        # The game's target and the format are on the page.
        assert text(driver, "match-format") == "Games to 75 points · best of 3 · Round robin", \
            text(driver, "match-format")
        type_end(driver, wait, (-10, 8), inputmode="text")
        wait.until(lambda d: len(rows(d)) == 1, "the frame of -10 to 8 was not taken")
        assert not driver.find_element(By.ID, "refusal").is_displayed()
        screenshot(driver, "board-360-court-10-off")
        ok("a court frame of -10 to 8 is typed on the page and taken by the rules")

        # Court's sheet has penalties: 5 off side 2's 8 in the next frame.
        penalty = driver.find_element(By.ID, "penalty-1")
        penalty.send_keys("5")
        type_end(driver, wait, (0, 8), inputmode="text")
        wait.until(lambda d: len(rows(d)) == 2, "the frame with a penalty was not taken")
        cells = rows(driver)[1].find_elements(By.TAG_NAME, "td")
        assert cells[2].find_element(By.CLASS_NAME, "pts").text == "3", cells[2].text
        assert "penalty 5" in cells[2].text, cells[2].text
        screenshot(driver, "board-360-court-penalty")
        ok("a penalty of 5 is typed on court's page and taken off the frame's 8")


def run_variants(database, rules, options, language, expected, shot):
    """The event's game variants stand on a board's page in the phone's
    language, in the rules module's words, beside the target and format."""
    args = ["event", "create", "--name", "Variants", "--rules", rules, "--format",
            "round-robin", "--boards", "1"]
    for option in options:
        args += ["--option", option]
    event = cli(database, *args)["id"]
    cli(database, "entrants", "add", "--event", str(event), *NAMES[:2])
    cli(database, "draw", "--event", str(event), "--seed", "3")
    with served(database, "--event", str(event)) as hello, browser(language) as driver:
        wait = WebDriverWait(driver, TIMEOUT)
        set_viewport(driver, 360, 740)
        driver.get(hello["boards"][0]["url"])
        wait.until(lambda d: text(d, "match-format") != "", "the match's format line")
        assert text(driver, "match-format") == expected, text(driver, "match-format")
        screenshot(driver, shot)
        ok("the board page says the variants: " + expected)


def run_clock(database):
    """A game clock (NOTES.md: "some events run a 30-minute game clock"),
    on a phone in German: the time left since the match was called, and
    "time called" on the end being typed, after which that end finishes
    the game; Submit stores it with the end that says so."""
    event = cli(database, "event", "create", "--name", "Clock", "--rules", "table",
                "--option", "clock=30", "--option", "best_of=1",
                "--format", "single-elimination", "--boards", "1")["id"]
    cli(database, "entrants", "add", "--event", str(event), *NAMES[:2])
    cli(database, "draw", "--event", str(event), "--seed", "3")
    cli(database, "boards", "call", "--event", str(event), "--board", "1")
    match = cli(database, "matches", "--event", str(event))[0]
    with served(database, "--event", str(event)) as hello, browser("de") as driver:
        wait = WebDriverWait(driver, TIMEOUT)
        set_viewport(driver, 360, 740)
        driver.get(hello["boards"][0]["url"])
        choose_first(driver, wait, 0)
        # "Noch 29:58": minutes and seconds left of the 30, counting down
        # ("Noch 30:00" within the second of the call, on a quick machine).
        wait.until(lambda d: text(d, "clock").startswith("Noch "), "the game clock")
        minutes, seconds = text(driver, "clock")[len("Noch "):].split(":")
        assert len(seconds) == 2 and 0 <= int(seconds) < 60, text(driver, "clock")
        assert 0 < int(minutes) * 60 + int(seconds) <= 30 * 60, text(driver, "clock")
        assert "Spieluhr: 30 Minuten, danach wird das End zu Ende gespielt" in \
            text(driver, "match-format"), text(driver, "match-format")
        box = driver.find_element(By.ID, "time-called-box")
        assert box.is_displayed() and box.text == "Zeit abgelaufen in diesem End", box.text
        accept_end(driver, wait, (4, 0), 1)
        # Time is called while end 2 is played: Bert's 3 leaves Anna ahead.
        checkbox = driver.find_element(By.ID, "time-called")
        assert not checkbox.is_selected()
        checkbox.click()
        accept_end(driver, wait, (0, 3), 2)
        wait.until(lambda d: d.find_element(By.ID, "finish").is_displayed(),
                   "the game ends with the end in which time was called")
        marks = rows(driver)[1].find_elements(By.CLASS_NAME, "time-mark")
        assert len(marks) == 1 and not rows(driver)[0].find_elements(By.CLASS_NAME, "time-mark")
        screenshot(driver, "board-360-de-clock")
        ok("time called on a phone in German: the end finishes the game, 4–3")

        driver.find_element(By.ID, "submit").click()
        wait.until(lambda d: stored(database, event, match["id"])["state"] == "finished",
                   "the result is stored")
        assert stored(database, event, match["id"])["winner"] == 0
        document = subprocess.run([CLI, "export", "--database", database, "--event", str(event),
                                   "--format", "json"], capture_output=True, text=True,
                                  timeout=TIMEOUT).stdout
        assert '"time_called"' in document, "the stored result lost the called time"
        ok("Submit stores the result with the end in which time was called")


def run(database):

    event = cli(database, "event", "create", "--name", "Board Cup", "--rules", "table",
                "--option", "best_of=3", "--format", "round-robin", "--boards", "2")["id"]
    cli(database, "entrants", "add", "--event", str(event), *NAMES)
    cli(database, "draw", "--event", str(event), "--seed", "14")
    matches = cli(database, "matches", "--event", str(event))
    match = [m for m in matches if m["board"] == 1][0]
    # Board 2's match is done at the desk, so that board 1's result lets the
    # next round onto board 1: the page must follow it.
    other = [m for m in matches if m["board"] == 2][0]
    cli(database, "result", "--event", str(event), "--match", str(other["id"]),
        stdin=json.dumps(games_body([[(0, 4)] * 4, [(0, 4)] * 4])))
    names = match["names"]
    options = cli(database, "event", "show", "--event", str(event))["options"]
    ok("event drawn; match %d (%s) on board 1" % (match["number"], " – ".join(names)))

    with served(database, "--event", str(event)) as hello:
        board_url = [b for b in hello["boards"] if b["board"] == 1][0]["url"]
        assert board_url.startswith(hello["url"]), hello
        ok("hammer-cli serve listens at %s" % hello["url"])

        with browser() as driver:
            wait = WebDriverWait(driver, TIMEOUT)
            set_viewport(driver, 360, 740)
            driver.get(board_url)
            wait.until(lambda d: text(d, "match-title") == "Match %d" % match["number"],
                       "the board page shows its match")
            assert text(driver, "names") == " – ".join(names), text(driver, "names")
            assert driver.execute_script("return window.innerWidth") == 360
            # Nothing is wider than the phone.
            assert driver.execute_script(
                "return document.documentElement.scrollWidth <= window.innerWidth")
            choose_first(driver, wait, 0)
            sides = driver.find_elements(By.CSS_SELECTOR, "#entry-sides .entry-side")
            # Side 0 shoots first in end 1 (the event's option), so side 1 has the hammer.
            assert "Has the hammer" in sides[1].text and "Has the hammer" not in sides[0].text
            screenshot(driver, "board-360-start")
            ok("the board page shows match %d, its players and who has the hammer"
               % match["number"])

            typed = 0
            for points in GAME_1:
                typed += 1
                accept_end(driver, wait, points, typed)
            wait.until(lambda d: "Game 1 to %s, 15–3" % names[0] in text(d, "games"))
            wait.until(lambda d: text(d, "first-label") == "Who shoots first in game 2?",
                       "the next game by itself")
            ok("game 1 typed end by end; the page goes on with game 2 by itself")

            # Table shuffleboard leaves game 2's first shot to the players (the
            # toss loser chooses): the page asks, nothing chosen. They choose as
            # the rules would by default, so that the sheet compares below.
            wait.until(lambda d: d.find_element(By.ID, "first-choice").is_displayed(),
                       "the choice of who shoots first in game 2")
            assert text(driver, "first-label") == "Who shoots first in game 2?", \
                text(driver, "first-label")
            choose_first(driver, wait, driver.execute_script("return state.answer.next.first"))
            wait.until(lambda d: text(d, "entry-title") == "Game 2, end 1")
            ok("the players are asked who shoots first in game 2")

            # A reload loses nothing.
            driver.refresh()
            wait.until(lambda d: len(rows(d)) == typed, "the ends come back after a reload")
            wait.until(lambda d: text(d, "entry-title") == "Game 2, end 1")
            ok("a reload keeps the ends typed")

            for points in GAME_2:
                typed += 1
                accept_end(driver, wait, points, typed)
            wait.until(lambda d: "Game 2 to %s, 16–0" % names[1] in text(d, "games"))

            # An impossible end: refused with the rules' own sentence, kept out.
            code, refusal = score({"rules": "table", "options": options,
                                   **games_body([GAME_1, GAME_2, [IMPOSSIBLE]])})
            assert code == 2, refusal
            sentence = refusal["error"]["message"]
            wait.until(lambda d: text(d, "first-label") == "Who shoots first in game 3?")
            choose_first(driver, wait, driver.execute_script("return state.answer.next.first"))
            type_end(driver, wait, IMPOSSIBLE)
            wait.until(lambda d: text(d, "refusal") == sentence, "the rules' sentence is shown")
            assert len(rows(driver)) == typed, "the refused end is kept out"
            assert "result" not in stored(database, event, match["id"])
            screenshot(driver, "board-360-refused")
            ok("an impossible end is refused: %s" % sentence)

            for points in GAME_3:
                typed += 1
                accept_end(driver, wait, points, typed)
            wait.until(lambda d: text(d, "final") == "%s wins 2–1" % names[0])
            assert not driver.find_element(By.ID, "refusal").is_displayed()
            answer = check_sheet(driver, [GAME_1, GAME_2, GAME_3], options)
            assert answer["state"] == "finished" and answer["winner"] == 0
            before = stored(database, event, match["id"])
            assert "result" not in before and before["state"] != "finished", before
            screenshot(driver, "board-360-finished")
            ok("the match is finished on the page, its sheet as the rules have it; nothing stored")

            driver.find_element(By.ID, "submit").click()
            wait.until(lambda d: "Result sent" in text(d, "notice"), "the result is sent")
            sent = text(driver, "notice")
            assert "Match %d: %s wins 2–1" % (match["number"], names[0]) in sent, sent
            after = stored(database, event, match["id"])
            assert after["state"] == "finished" and after["winner"] == 0, after
            assert after["games_won"] == [2, 1], after
            ok("Submit stores the result: %s wins 2–1" % names[0])

            # The page follows the board's next match by itself.
            board = [b for b in cli(database, "boards", "--event", str(event))["boards"]
                     if b["number"] == 1][0]
            assert board["match"] is not None and board["match"]["id"] != match["id"], board
            following = board["match"]
            wait.until(lambda d: text(d, "match-title") == "Match %d" % following["number"],
                       "the page follows the board's next match")
            wait.until(lambda d: text(d, "names") == " – ".join(following["names"]))
            # Its game 1 waits for who shoots first.
            wait.until(lambda d: text(d, "first-label") == "Who shoots first in game 1?")
            # The result sent stays in sight above the next match.
            assert "Result sent" in text(driver, "notice")
            screenshot(driver, "board-360-sent")
            ok("the board page follows to the board's next match, %d" % following["number"])

            # The hall page: the new standings, on a projector and on a phone.
            standings = cli(database, "standings", "--event", str(event))
            line = [row for row in standings if row["name"] == names[0]][0]
            assert line["wins"] == 1 and line["played"] == 1, line
            set_viewport(driver, 1280, 800)
            driver.get(hello["url"])

            def winner_row(d):
                """The winner's row: the place the desk gives and one match won."""
                body = d.find_elements(By.CSS_SELECTOR, "#standings-body tr")
                if len(body) != len(NAMES):
                    return False
                heads = [c.text for c in d.find_elements(By.CSS_SELECTOR, "#standings-head th")]
                for row in body:
                    cells = [c.text for c in row.find_elements(By.TAG_NAME, "td")]
                    if cells[1] == names[0]:
                        figures = dict(zip(heads, cells))
                        return (cells[0] == line["place_label"] and figures["Played"] == "1"
                                and figures["Won"] == "1")
                return False

            wait.until(winner_row, "the hall page shows the winner's row")
            wait.until(lambda d: names[0] in text(d, "latest") and "2–1" in text(d, "latest"))
            assert "Board Cup" == text(driver, "event-name")
            # Polling an unchanged hall costs a 304: the page sends the ETag back.
            wait.until(lambda d: d.execute_script(
                "return performance.getEntriesByType('resource').some("
                "  (entry) => entry.name.endsWith('/api/event') && entry.responseStatus === 304)"),
                "the hall page asks again with its ETag and hears 304")
            # Nothing is wider than the projector's screen, nor the phone's;
            # each in light and dark.
            for width, height in ((1280, 800), (360, 740)):
                set_viewport(driver, width, height)
                assert driver.execute_script(
                    "return document.documentElement.scrollWidth <= window.innerWidth"), \
                    driver.execute_script("return document.documentElement.scrollWidth")
                screenshot(driver, "hall-%d" % width)
                set_viewport(driver, width, height, dark=True)
                screenshot(driver, "hall-%d-dark" % width)
            ok("the hall page shows the new standings: %s %s; unchanged, it hears 304"
               % (line["place_label"], names[0]))

            # A link with a wrong key is the board's page, saying so in words.
            set_viewport(driver, 360, 740)
            driver.get(board_url.split("?")[0] + "?key=0123456789abcdef0123456789abcdef")
            wait.until(lambda d: text(d, "notice")
                       == "This link no longer works; scan the code again",
                       "a wrong key is said so on the page")
            screenshot(driver, "board-360-wrong-key")
            ok("a board's page opened with a wrong key says the link no longer works")

            # A second phone on board 1 types an end of the match there; the desk
            # stores that match's result: the phone says its ends were not sent.
            # Board 2's match is done first, so that the next round may come onto board 1.
            board_2 = [b for b in cli(database, "boards", "--event", str(event))["boards"]
                       if b["number"] == 2][0]["match"]
            if board_2 is not None:
                cli(database, "result", "--event", str(event), "--match", str(board_2["id"]),
                    stdin=json.dumps(games_body([[(0, 4)] * 4, [(0, 4)] * 4])))
            driver.switch_to.new_window("tab")
            set_viewport(driver, 360, 740)
            driver.get(board_url)
            wait.until(lambda d: text(d, "match-title") == "Match %d" % following["number"])
            choose_first(driver, wait, 0)
            wait.until(lambda d: text(d, "entry-title") == "Game 1, end 1")
            accept_end(driver, wait, (4, 0), 1)
            cli(database, "result", "--event", str(event), "--match", str(following["id"]),
                stdin=json.dumps(games_body([[(0, 4)] * 4, [(0, 4)] * 4])))
            left = ("Match %d is no longer on this board; "
                    "the ends typed here were not sent." % following["number"])
            wait.until(lambda d: left in text(d, "notice"), "the phone says its ends were not sent")
            screenshot(driver, "board-360-recorded-elsewhere")
            if text(driver, "match-title"):
                # The notice stays on the next match until its first end is typed.
                choose_first(driver, wait, 0)
                wait.until(lambda d: text(d, "entry-title") == "Game 1, end 1")
                assert left in text(driver, "notice")
                accept_end(driver, wait, (4, 0), 1)
                wait.until(lambda d: left not in text(d, "notice"))
            ok("a phone whose match was recorded elsewhere says its ends were not sent")
    ok("hammer-cli serve ends on SIGTERM with exit 0")


if __name__ == "__main__":
    main()
