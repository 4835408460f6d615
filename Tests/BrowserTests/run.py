#!/usr/bin/env python3
"""The web game in a real browser: headless Chromium driven by Selenium.

Usage: run.py --base http://127.0.0.1:PORT --squramble PATH [--screenshots DIR] [-k NAME]

The server must be running (run.sh starts it). The tests play every mode by keyboard
and by clicks at 360x740 and 1440x900, open a terminal puzzle code as /p/<code>, reload
a daily half-way, type through an input method's composition events, and read the
browser's log for any Content-Security-Policy violation or script error.

The answers come from the server's own `solve` route, given the letters the page shows:
the tests never read a hidden word from the page or the game token.
"""

import argparse
import json
import re
import subprocess
import sys
import time
import traceback
import unicodedata
import urllib.request

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

PHONE = (360, 740)
DESKTOP = (1440, 900)
MODES = ["unscramble", "twist", "grid"]
LANGUAGES = ["en", "es", "fr", "de", "it", "pt"]


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


# MARK: The server, directly

class Server:
    def __init__(self, base):
        self.base = base.rstrip("/")

    def get(self, path):
        with urllib.request.urlopen(self.base + path, timeout=20) as response:
            return response.status, dict(response.headers), response.read()

    def post(self, route, body):
        request = urllib.request.Request(
            f"{self.base}/api/v1/{route}", data=json.dumps(body).encode(),
            headers={"Content-Type": "application/json"}, method="POST")
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return json.loads(response.read())
        except urllib.error.HTTPError as error:
            return json.loads(error.read())

    def solve(self, language, letters, min_length, exact=False):
        reply = self.post("solve", {"language": language, "letters": letters, "min_length": min_length, "exact": exact})
        check(reply.get("ok"), f"solve {letters!r} was refused: {reply}")
        return [w for group in reply["groups"] for w in group["words"]]


def fold(text):
    """Lowercase without accents: how a word is compared with tiles in these tests."""
    text = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in text if not unicodedata.combining(c))


def fullwidth(text):
    """ＷＯＲＤ: the full-width forms of ASCII letters, as an East Asian keyboard types them."""
    return "".join(chr(ord(c) - 0x20 + 0xFF00) if "!" <= c <= "~" else c for c in text.upper())


class Terminal:
    """The terminal program: `cli([...])` runs `squramble ...` and gives its JSON lines;
    `cli.engine(request)` asks one `squramble engine` kept running for the whole run
    (a debug build takes seconds to start, so it starts once)."""

    def __init__(self, program):
        self.program = program
        self.process = None

    def __call__(self, arguments):
        result = subprocess.run([self.program, *arguments], stdin=subprocess.DEVNULL,
                                capture_output=True, text=True, timeout=120)
        return [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]

    def engine(self, request):
        if self.process is None:
            self.process = subprocess.Popen([self.program, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        return json.loads(self.process.stdout.readline())

    def close(self):
        if self.process is not None:
            self.process.stdin.close()
            self.process.wait(timeout=20)


# MARK: The browser

class Page:
    def __init__(self, base, screenshots):
        options = webdriver.ChromeOptions()
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         "--lang=en-US", "--window-size=1440,900"]:
            options.add_argument(argument)
        options.binary_location = "/usr/bin/chromium"
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        self.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        self.driver.set_script_timeout(20)
        self.base = base.rstrip("/")
        self.screenshots = screenshots
        self.size = DESKTOP
        self.problems = []

    def quit(self):
        self.driver.quit()

    # Sizes and media

    def resize(self, size):
        self.size = size
        width, height = size
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 500})

    def media(self, **features):
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "features": [{"name": name.replace("_", "-"), "value": value} for name, value in features.items()]})

    def shoot(self, name, top=None):
        """A screenshot for Documentation/Web (with --screenshots), `top` scrolled to the top."""
        if not self.screenshots:
            return
        if top:
            self.js("document.getElementById(arguments[0]).scrollIntoView({block: 'start'})", top)
        width, height = self.size
        self.driver.save_screenshot(f"{self.screenshots}/{name}-{width}x{height}.png")

    # Navigation and reading

    def open_new(self, server, size, options, clear_storage=False):
        """At `size`, a new game the server deals with `options`, opened by its link; the reply."""
        self.resize(size)
        reply = server.post("new", options)
        self.open(f"/p/{reply['code']}", clear_storage=clear_storage)
        return reply

    def open(self, path, clear_storage=False):
        if clear_storage:
            self.driver.get(self.base + "/")
            self.driver.execute_script("localStorage.clear()")
        self.driver.get(self.base + path)
        self.wait(lambda d: d.execute_script("return document.body.classList.contains('ready')"), "the page to load its dictionaries")
        self.read_log()

    def wait(self, condition, what, timeout=15):
        try:
            return WebDriverWait(self.driver, timeout, poll_frequency=0.05).until(condition)
        except TimeoutException:
            error = self.js("return document.getElementById('error').textContent")
            raise Failure(f"timed out waiting for {what}" + (f" (the page says: {error})" if error else ""))

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def el(self, element_id):
        return self.driver.find_element(By.ID, element_id)

    def text(self, element_id):
        return self.js("return document.getElementById(arguments[0]).textContent", element_id)

    def visible(self, element_id):
        return self.js("const e = document.getElementById(arguments[0]); return !!e && !e.closest('[hidden]') && e.getClientRects().length > 0", element_id)

    def active_id(self):
        return self.js("return document.activeElement && document.activeElement.id")

    def read_log(self):
        """Browser messages since the last read; errors (CSP reports among them) are kept."""
        for entry in self.driver.get_log("browser"):
            message = entry.get("message", "")
            # A refusal of the API (a mistyped code, a stale game) is a page's ordinary
            # answer, which Chromium logs as a failed load; any other error is kept.
            if re.search(r"/api/v1/\w+ - Failed to load resource: the server responded with a status of 4\d\d", message):
                continue
            if entry.get("level") == "SEVERE" or "Content Security Policy" in message or "Content-Security-Policy" in message:
                self.problems.append(message)

    # The game on the page

    def round(self):
        return self.js("""
            const tiles = [...document.querySelectorAll('#board .tile')];
            return {
              title: document.getElementById('round-title').textContent,
              tiles: tiles.map(t => t.dataset.letter),
              rows: tiles.map(t => Number(t.dataset.row)),
              grid: document.getElementById('board').classList.contains('grid'),
              lang: document.getElementById('board').lang,
              score: Number(document.getElementById('score').textContent),
              code: document.getElementById('code').textContent,
            };""")

    def wait_round_in_play(self):
        self.wait(lambda d: d.execute_script(
            "return !document.getElementById('game').hidden && !document.getElementById('answer').disabled && document.querySelectorAll('#board .tile').length > 0"),
            "a round in play")
        return self.round()

    def verdict(self):
        """Waits for the verdict line to show a text, and returns it."""
        self.wait(lambda d: d.execute_script("return document.getElementById('verdict').textContent") != "", "a verdict")
        return self.text("verdict")

    def judge(self, action):
        """Empties the verdict line, does `action` (which sends something to judge) and
        returns the verdict it brings: never the one before, even when the server is
        quicker than this test."""
        self.js("document.getElementById('verdict').textContent = ''")
        action()
        return self.verdict()

    def send_word(self, word, by_keyboard):
        """Types `word` and presses Enter, or clicks its tiles and the Enter button."""
        def action():
            if by_keyboard:
                self.keys(word, Keys.ENTER)
            else:
                self.click_word(word)
                self.el("submit").click()
        return self.judge(action)

    def answers(self, server, round_, cli):
        """The round's answers from a solver, longest first: the server's `solve` for a
        rack; for a grid (20 letters make more words than the route lists) the
        terminal's engine (`squramble engine`, English), keeping the words with one letter
        from each row."""
        letters = "".join(round_["tiles"])
        lang = round_["lang"] or "en"
        if round_["grid"]:
            rows = max(round_["rows"]) + 1
            by_row = [set(fold(t) for t, r in zip(round_["tiles"], round_["rows"]) if r == i) for i in range(rows)]
            solved = cli.engine({"cmd": "solve", "letters": letters, "min_length": rows})
            check(solved.get("ok"), f"the engine could not solve {letters!r}: {solved}")
            words = [w for group in solved["groups"] if group["length"] == rows for w in group["words"]]
            return [w for w in words if len(fold(w)) == rows and all(fold(w)[i] in by_row[i] for i in range(rows))]
        return server.solve(lang, letters, 3)

    def tab_to(self, element_id, limit=60, backwards=False):
        """Presses Tab until `element_id` has the focus; every stop must show a focus ring."""
        for _ in range(limit):
            if self.active_id() == element_id:
                return
            chain = ActionChains(self.driver)
            if backwards:
                chain.key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT)
            else:
                chain.send_keys(Keys.TAB)
            chain.perform()
            ring = self.js("""
                const e = document.activeElement;
                if (!e || e === document.body) return 'none';
                const s = getComputedStyle(e);
                return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2 ? 'ring' : (e.tagName + '#' + e.id + '.' + e.className);""")
            check(ring in ("ring", "none"), f"the focused element has no visible focus ring: {ring}")
        raise Failure(f"Tab never reached #{element_id} (stopped on #{self.active_id()})")

    def keys(self, *keys):
        ActionChains(self.driver).send_keys(*keys).perform()

    def click_word(self, word):
        """Builds `word` by clicking tiles (in Grid, row by row), as a player taps them."""
        for index, letter in enumerate(fold(word)):
            tiles = self.driver.find_elements(By.CSS_SELECTOR, "#board .tile:not(.used)")
            choice = None
            for tile in tiles:
                if tile.get_attribute("aria-disabled") == "true":
                    continue
                if fold(tile.get_attribute("data-letter")) == letter:
                    choice = tile
                    break
            check(choice is not None, f"no free tile for {letter!r} of {word!r}")
            choice.click()
        typed = self.el("answer").get_attribute("value")
        check(fold(typed) == fold(word), f"clicking the tiles of {word!r} typed {typed!r}")


# MARK: Tests

TESTS = []


def test(function):
    TESTS.append(function)
    return function


def start_game_by_keyboard(page, mode):
    """From a fresh page: Tab to the mode, pick it with the arrows, Tab to New game, Enter."""
    page.open("/")
    page.js("document.activeElement.blur()")
    page.tab_to("language")
    page.keys(Keys.TAB)  # into the mode group: the checked radio
    check(page.js("return document.activeElement.name") == "mode", "Tab after the language does not reach the modes")
    for _ in range(MODES.index(mode)):
        page.keys(Keys.ARROW_RIGHT)
    check(page.js("return document.querySelector('input[name=mode]:checked').value") == mode, f"arrows did not choose {mode}")
    # Two rounds: one played by keyboard, one by clicks. A select opens on Alt+Down;
    # typing its option's first character chooses it.
    page.tab_to("rounds")
    page.keys("2")
    check(page.js("return document.getElementById('rounds').value") == "2", "the rounds were not chosen by keyboard")
    page.tab_to("new-game")
    page.keys(Keys.ENTER)
    round_ = page.wait_round_in_play()
    check(page.active_id() == "answer", f"a new round does not put the focus in the answer box (it is on #{page.active_id()})")
    return round_


def play_round(page, server, cli, round_, by_keyboard, mode):
    """Finds the round's word and ends the round; returns the words credited."""
    answers = page.answers(server, round_, cli)
    check(answers, f"the solver found no answer for {round_['tiles']}")
    credited = []
    if mode == "twist":
        longest = max(len(fold(w)) for w in answers)
        short = next(w for w in answers if len(fold(w)) < longest)
        goal = next(w for w in answers if len(fold(w)) == longest)
        for word in (short, goal):
            previous = page.send_word(word, by_keyboard)
            check(word.upper() in previous.upper() and ("a word" in previous or "correct" in previous),
                  f"{word!r} was not credited in Twist: {previous!r}")
            credited.append(word)
        check("longest word" in previous, f"the goal of the Twist round is not said: {previous!r}")
        found = page.text("found-lists").upper()
        check(short.upper() in found and goal.upper() in found, f"the words found are not listed by length: {found!r}")
        check(re.search(rf"{longest} letters \(1 of \d+\)", page.text("found-lists")), "the list by length does not count the longest word")
        # Move on: the Next round button (the round is solved).
        if by_keyboard:
            page.tab_to("next")
            page.keys(Keys.ENTER)
        else:
            page.el("next").click()
    else:
        # Unscramble: any word of all the letters solves. Grid: the hidden word does;
        # the grid's other words score and the round goes on.
        length = max(len(fold(w)) for w in answers)
        for word in [w for w in answers if len(fold(w)) == length]:
            previous = page.send_word(word, by_keyboard)
            check(word.upper() in previous.upper() and ("correct" in previous or "another valid word" in previous),
                  f"{word!r} was not credited: {previous!r}")
            credited.append(word)
            if page.visible("round-end") or "correct" in previous:
                break
    page.wait(lambda d: page.visible("round-end"), "the round's result")
    check("solved" in page.text("round-end-title"), f"the round is not shown solved: {page.text('round-end-title')!r}")
    if mode == "twist":
        check("Missed" in page.text("missed"), "the words missed in Twist are not listed")
    check(page.active_id() == "continue", f"the focus is not on the Next round button after a round (on #{page.active_id()})")
    return credited


def play_game(page, server, cli, size, mode):
    page.resize(size)
    round_ = start_game_by_keyboard(page, mode)
    if mode == "grid":
        check(round_["grid"] and max(round_["rows"]) >= 2, "Grid does not show rows of tiles")
    rounds = int(re.search(r"of (\d+)", round_["title"]).group(1))
    for number in range(1, rounds + 1):
        check(round_["title"] == f"Round {number} of {rounds}", f"expected round {number}, the page shows {round_['title']!r}")
        by_keyboard = number % 2 == 1
        play_round(page, server, cli, round_, by_keyboard, mode)
        if number == 1 and mode == "twist":
            page.shoot(f"{mode}-round-over", top="round-title" if page.size == DESKTOP else "round-end")
        check(page.round()["score"] > 0, "the score did not grow")
        if by_keyboard:
            page.keys(Keys.ENTER)
        else:
            page.el("continue").click()
        if number < rounds:
            round_ = page.wait_round_in_play()
            if number == 1:
                # A word in play, a verdict shown: the screenshot of the mode.
                if mode == "twist":
                    answers = page.answers(server, round_, cli)
                    for word in [w for w in answers if len(fold(w)) == 3][:2]:
                        page.send_word(word, True)
                # Two letters of a word on the way: their tiles greyed (in Grid, rows 1 and 2).
                if mode == "grid":
                    start = [round_["tiles"][round_["rows"].index(0)], round_["tiles"][round_["rows"].index(1)]]
                else:
                    start = round_["tiles"][:2]
                page.keys("".join(start))
                used = page.js("return document.querySelectorAll('#board .tile.used').length")
                check(used == 2, f"typing {''.join(start)!r} greys {used} tiles, not 2")
                page.shoot(mode, top="round-title")
                page.keys(Keys.BACKSPACE * 2)
    page.wait(lambda d: page.visible("game-over"), "the game's result")
    summary = page.text("summary")
    check(f"{rounds} of {rounds} rounds solved" in summary, f"the summary is wrong: {summary!r}")
    share = page.text("share-text")
    # The whole text is pinned down: the mode, one green square a round, the numbers and
    # the puzzle's link; no room for a word of the puzzle.
    pattern = r"Squramble · %s · %d rounds\n(🟩){%d} %d/%d · \d+ pts · \d+:\d\d · 0 hints\nhttps?://[^\s]+/p/(SQ-[0-9A-Z-]+)" % (
        mode.capitalize(), rounds, rounds, rounds, rounds)
    match = re.fullmatch(pattern, share)
    check(match and match.group(2) == page.text("code"), f"the share text is not as expected: {share!r}")
    if mode == "unscramble":
        page.shoot(f"{mode}-game-over", top="round-title" if page.size == DESKTOP else "game-over")
    stats = page.js("return JSON.parse(localStorage.getItem('squramble.stats'))")
    modes = [book["modes"].get(mode) for book in stats["dictionaries"].values() if mode in book["modes"]]
    check(modes and modes[0]["gamesPlayed"] >= 1 and modes[0]["gamesWon"] >= 1 and modes[0]["bestScore"] > 0,
          f"the game was not recorded in the statistics: {stats}")


for _size in (PHONE, DESKTOP):
    for _mode in MODES:
        def _play(page, server, cli, size=_size, mode=_mode):
            play_game(page, server, cli, size, mode)
        _play.__name__ = f"play_{_mode}_{_size[0]}x{_size[1]}"
        test(_play)


@test
def verdicts_in_page_words(page, server, cli):
    reply = page.open_new(server, DESKTOP, {"language": "en", "mode": "twist", "rounds": 1, "seed": 11})
    round_ = page.wait_round_in_play()
    answers = page.answers(server, round_, cli)
    missing = next(c for c in "qjzxkvwy" if c not in round_["tiles"])
    cases = [
        (answers[-1], "a word"),
        (answers[-1], "already found"),
        ("".join(round_["tiles"][:2]), "too short: 2 letters, words need at least 3"),
        (missing * 3, f"letter not on offer: {missing.upper()}"),
        ("12345", "digits are not letters"),
    ]
    page.el("answer").click()
    for typed, expected in cases:
        said = page.send_word(typed, True)
        check(expected in said, f"{typed!r}: expected {expected!r}, the page says {said!r}")
        page.keys(Keys.CONTROL, "a", Keys.NULL, Keys.BACKSPACE)
    # A word from these letters that is not in the dictionary.
    nonsense = "".join(sorted(round_["tiles"]))
    if fold(nonsense) not in {fold(w) for w in answers}:
        said = page.send_word(nonsense, True)
        check("not a word" in said, f"{nonsense!r}: expected 'not a word', the page says {said!r}")
    # A hint and the words left, then the wrong length in Unscramble.
    said = page.judge(page.el("hint-letter").click)
    check(re.search(r"letter 1 is \w", said), f"the next-letter hint is not said: {said!r}")
    check(page.visible("pattern"), "the revealed letter is not shown")
    check(page.text("hints") == "1", "the hints taken are not counted")
    said = page.judge(page.el("hint-count").click)
    check("still to find" in said, f"the words-left hint is not said: {said!r}")
    reply = server.post("new", {"language": "en", "mode": "unscramble", "rounds": 1, "seed": 12})
    page.open(f"/p/{reply['code']}")
    round_ = page.wait_round_in_play()
    said = page.send_word("".join(round_["tiles"][:-1]), True)
    check(f"— the word has {len(round_['tiles'])}" in said or "not a word" in said, f"a short word in Unscramble: {said!r}")


@test
def cli_puzzle_code_opens_the_same_rack(page, server, cli):
    page.resize(PHONE)
    # `squramble play --seed`, as a player would copy its code from the terminal.
    events = cli(["play", "--seed", "2026", "--rounds", "1", "--json"])
    code = next(e["code"] for e in events if e.get("event") == "game_started")
    dealt = next(e for e in events if e.get("event") == "round_started")
    deals = [("unscramble", code, dealt["tiles"])]
    # Twist and Grid from the terminal's engine (`squramble engine`, one process).
    replies = [cli.engine({"cmd": "new", "mode": mode, "seed": seed, "rounds": 1}) for mode, seed in (("twist", 7), ("grid", 5))]
    for reply in replies:
        check(reply.get("ok"), f"the engine refused: {reply}")
        r = reply["round"]
        deals.append((r["mode"], reply["code"], [l for row in r["grid"] for l in row] if r["mode"] == "grid" else r["tiles"]))
    for mode, code, expected in deals:
        page.open(f"/p/{code}")
        round_ = page.wait_round_in_play()
        check(round_["tiles"] == expected, f"{mode}: /p/{code} dealt {round_['tiles']}, the terminal {expected}")
        check(round_["code"].replace("-", "") == code.replace("-", ""), f"the page shows {round_['code']!r}, the terminal {code!r}")
        check(page.js("return location.pathname") == f"/p/{code}", "the address is not the puzzle's link")
    # And the other way: the page's code, given to the terminal.
    page.open("/")
    page.el("new-game").click()
    round_ = page.wait_round_in_play()
    events = cli(["play", "--code", round_["code"], "--json"])
    dealt = next(e for e in events if e.get("event") == "round_started")
    check(dealt["tiles"] == round_["tiles"], f"`squramble play --code {round_['code']}` deals {dealt['tiles']}, the page {round_['tiles']}")
    # A mistyped code is refused in plain words.
    page.open("/p/SQ-0000-0000-0000")
    page.wait(lambda d: page.text("error"), "the refusal of a bad code")
    check("puzzle code" in page.text("error"), f"a bad code: {page.text('error')!r}")


@test
def daily_resumes_after_a_reload(page, server, cli):
    page.resize(PHONE)
    page.open("/daily/en", clear_storage=True)
    round_ = page.wait_round_in_play()
    check("Daily #" in page.text("game-title"), f"the daily is not named: {page.text('game-title')!r}")
    check(page.js("return location.pathname") == "/daily/en", "the daily's address changed")
    page.el("answer").click()
    page.send_word("qqqqq", True)
    hinted = page.judge(page.el("hint-letter").click)
    check("letter 1 is" in hinted, f"no hint: {hinted!r}")
    before = page.round()
    time.sleep(1.2)
    page.driver.refresh()
    page.wait(lambda d: d.execute_script("return document.body.classList.contains('ready')"), "the reload")
    after = page.wait_round_in_play()
    said = page.verdict()
    check("Resuming today’s puzzle" in said, f"the reload did not say it resumed: {said!r}")
    check(after["tiles"] == before["tiles"] and after["title"] == before["title"], "the reload dealt another round")
    check(after["score"] == before["score"], f"the score changed over the reload: {before['score']} -> {after['score']}")
    check(page.text("hints") == "1", "the hint taken before the reload is forgotten")
    check(page.visible("pattern"), "the revealed letter is forgotten")
    page.shoot("daily", top="round-title")
    # Play it to the end: give up every round.
    while True:
        page.el("skip").click()
        page.wait(lambda d: page.visible("round-end"), "the round's result")
        page.el("continue").click()
        page.wait(lambda d: page.visible("game-over") or d.execute_script("return !document.getElementById('answer').disabled"), "the next round")
        if page.visible("game-over"):
            break
    share = page.text("share-text")
    check(re.match(r"Squramble #\d+ · Unscramble · \d{4}-\d\d-\d\d\n[🟩🟨⬛]+ \d+/\d+ · -?\d+ pts · \d+:\d\d · 1 hint$", share),
          f"the daily's share text: {share!r}")
    check(page.js("return Object.keys(localStorage).filter(k => k.startsWith('squramble.daily.')).length") == 0,
          "the finished daily is still kept as in progress")
    page.driver.refresh()
    page.wait(lambda d: page.visible("daily-done"), "today's result after the daily")
    check(page.text("daily-done-share") == share, "the day's result is not the same after a reload")
    page.shoot("daily-done", top="daily-done")


@test
def a_daily_keeps_its_code_until_it_is_over(page, server, cli):
    page.resize(PHONE)
    page.open("/daily/en?mode=twist", clear_storage=True)
    before = page.wait_round_in_play()
    check("SQ-" not in before["code"] and not page.visible("copy-link"), f"the daily in play shows a code: {before['code']!r}")
    # Another tab (the server keeps nothing: another token) plays the same daily to its
    # end and gets the code; the page in play must not have it anywhere.
    reply = server.post("daily", {"language": "en", "mode": "twist"})
    check(reply.get("ok") and "code" not in reply, f"the daily's reply gives its code: {sorted(reply)}")
    token = server.post("skip", {"game": reply["game"]})["game"]
    over = server.post("next", {"game": token})
    code = over.get("code", "")
    check(over.get("game_over") and code.startswith("SQ-"), f"the end of the daily gives no code: {over}")
    seen = page.js("return document.documentElement.outerHTML + location.href + JSON.stringify(localStorage) + document.title")
    check(code not in seen, "the page in play holds the daily's code")
    # That code, opened as a link, is today's daily: it goes on with the one in play.
    page.open(f"/p/{code}")
    after = page.wait_round_in_play()
    said = page.verdict()
    check("today’s twist daily puzzle" in said and "Resuming" in said, f"the code was not played as the daily: {said!r}")
    check(page.js("return location.pathname + location.search") == "/daily/en?mode=twist", "the daily's code stays in the address bar")
    check(after["tiles"] == before["tiles"] and "SQ-" not in after["code"], f"not the daily in play: {before} -> {after}")
    check("Daily #" in page.text("game-title"), f"not titled as the daily: {page.text('game-title')!r}")
    page.shoot("daily-code-hidden", top="verdict")
    # Played to its end, the daily shows its code, as the terminal does.
    page.el("skip").click()
    page.wait(lambda d: page.visible("round-end"), "the round's result")
    page.el("continue").click()
    page.wait(lambda d: page.visible("game-over"), "the end of the daily")
    check(page.text("code") == code and page.visible("copy-link"), f"the daily over shows {page.text('code')!r}, not {code!r}")
    check(code not in page.text("share-text"), "the share text carries the code")
    # Once the day's daily is played, its code is a puzzle like any other.
    page.open(f"/p/{code}")
    page.wait_round_in_play()
    check(page.js("return location.pathname") == f"/p/{code}", "a played daily's code is not its own puzzle")
    check(page.text("code") == code and "Daily #" not in page.text("game-title"), f"a played daily's code: {page.text('game-title')!r}")


@test
def a_code_of_a_daily_not_begun_is_refused(page, server, cli):
    page.resize(DESKTOP)
    # Tomorrow's daily (the server plays a day either side of its UTC date): its code
    # from the terminal's engine, which shows a daily's code at once.
    day = time.strftime("%Y-%m-%d", time.gmtime(time.time() + 86400))
    game = cli.engine({"cmd": "daily", "mode": "unscramble", "date": day, "practice": True})
    check(game.get("ok"), f"the engine did not deal tomorrow's daily: {game}")
    saved = cli.engine({"cmd": "state"})
    code = saved["game"]["code"]
    page.open(f"/p/{code}", clear_storage=True)
    page.wait(lambda d: page.text("error") != "", "a refusal")
    check("has not begun here yet" in page.text("error"), f"tomorrow's code: {page.text('error')!r}")
    check(not page.visible("game"), "tomorrow's daily is shown")


@test
def the_french_keyboard_offers_its_written_letters(page, server, cli):
    for seed, size in ((8, PHONE), (9, DESKTOP)):
        reply = page.open_new(server, size, {"language": "fr", "mode": "twist", "rounds": 1, "seed": seed})
        page.wait_round_in_play()
        if not page.js("return document.getElementById('keyboard-box').open"):
            page.driver.find_element(By.CSS_SELECTOR, "#keyboard-box summary").click()
        keys = page.js("return [...document.querySelectorAll('#keyboard .key')].map(k => k.dataset.letter)")
        for letter in ("œ", "ç", "é", "à", "ê"):
            check(letter in keys, f"the French keyboard lacks {letter!r}: {keys}")
        shown = page.js("return document.querySelector('#keyboard .key[data-letter=\"œ\"]').textContent")
        check(shown == "Œ", f"the key of œ shows {shown!r}")
        page.el("answer").click()
        page.driver.find_element(By.CSS_SELECTOR, '#keyboard .key[data-letter="œ"]').click()
        check(page.el("answer").get_attribute("value") == "œ", f"clicking œ typed {page.el('answer').get_attribute('value')!r}")
        page.shoot("french-keyboard", top="keyboard-box")
        page.js("document.getElementById('answer').value = ''")


@test
def a_reload_goes_on_with_any_game(page, server, cli):
    reply = page.open_new(server, DESKTOP, {"language": "en", "mode": "twist", "rounds": 2, "seed": 31})
    round_ = page.wait_round_in_play()
    word = page.answers(server, round_, cli)[-1]
    said = page.send_word(word, True)
    check("a word" in said, f"{word!r}: {said!r}")
    before = page.round()
    page.driver.refresh()
    page.wait(lambda d: d.execute_script("return document.body.classList.contains('ready')"), "the reload")
    after = page.wait_round_in_play()
    said = page.verdict()
    check("Going on where you stopped" in said, f"the reload did not go on with the game: {said!r}")
    check(after["score"] == before["score"] and after["tiles"] == before["tiles"], f"the game changed over the reload: {before} -> {after}")
    check(word.upper() in page.text("found-lists").upper(), "the word found before the reload is not listed")


@test
def a_daily_left_on_an_earlier_day_counts_for_that_day(page, server, cli):
    page.resize(DESKTOP)
    page.open("/daily/en?mode=twist", clear_storage=True)
    page.wait_round_in_play()
    said = page.judge(page.el("hint-count").click)
    check("still to find" in said, f"no hint: {said!r}")
    # The player comes back the next day: the kept daily is dated the day before.
    page.js("""
        const key = 'squramble.daily.en.twist';
        const kept = JSON.parse(localStorage.getItem(key));
        const day = new Date(kept.daily.date + 'T12:00:00Z');
        day.setUTCDate(day.getUTCDate() - 1);
        kept.daily.date = day.toISOString().slice(0, 10);
        localStorage.setItem(key, JSON.stringify(kept));
        window.yesterday = kept.daily.date;""")
    yesterday = page.js("return window.yesterday")
    page.open("/daily/en?mode=twist")
    page.wait_round_in_play()
    check("Resuming" not in page.text("verdict"), "yesterday's daily was resumed today")
    stats = page.js("return JSON.parse(localStorage.getItem('squramble.stats'))")
    days = [book["daily"].get("twist", {}) for book in stats["dictionaries"].values()]
    check(any(yesterday in d.get("results", {}) for d in days), f"yesterday's unfinished daily is not counted: {stats}")
    result = next(d["results"][yesterday] for d in days if yesterday in d.get("results", {}))
    check(result["hints"] == 1 and result["marks"] == ["missed"] * result["rounds"], f"yesterday's result: {result}")


@test
def composition_is_judged_only_once_composed(page, server, cli):
    reply = page.open_new(server, DESKTOP, {"language": "en", "mode": "unscramble", "rounds": 1, "seed": 21})
    round_ = page.wait_round_in_play()
    word = page.answers(server, round_, cli)[0]
    # Count the guesses the page sends, and what they carry.
    page.js("""
        window.sentGuesses = [];
        const send = window.fetch;
        window.fetch = (url, init) => { if (String(url).endsWith('/guess')) window.sentGuesses.push(JSON.parse(init.body).word); return send(url, init); };""")
    page.el("answer").click()
    page.js("""
        const box = document.getElementById('answer');
        box.dispatchEvent(new CompositionEvent('compositionstart', {data: ''}));
        box.value = arguments[0];
        box.dispatchEvent(new CompositionEvent('compositionupdate', {data: arguments[0]}));
        box.dispatchEvent(new InputEvent('input', {data: arguments[0], inputType: 'insertCompositionText', isComposing: true}));""",
            word[:2])
    # A real Enter while the input method is composing: it finishes the composition, it must not judge.
    page.keys(Keys.ENTER)
    page.el("submit").click()
    time.sleep(0.5)
    check(page.js("return window.sentGuesses.length") == 0, f"a word was judged while it was being composed: {page.js('return window.sentGuesses')}")
    check(page.text("verdict") == "", f"a verdict while composing: {page.text('verdict')!r}")
    check(page.js("return document.querySelectorAll('#board .tile.used').length") == 0, "tiles were used by text still being composed")
    page.js("""
        const box = document.getElementById('answer');
        box.value = arguments[0];
        box.dispatchEvent(new CompositionEvent('compositionupdate', {data: arguments[0]}));
        box.dispatchEvent(new InputEvent('input', {data: arguments[0], inputType: 'insertCompositionText', isComposing: true}));
        box.dispatchEvent(new CompositionEvent('compositionend', {data: arguments[0]}));""", fullwidth(word))
    used = page.js("return document.querySelectorAll('#board .tile.used').length")
    check(used == len(round_["tiles"]), f"the composed word uses {used} tiles, not {len(round_['tiles'])}")
    check(page.js("return window.sentGuesses.length") == 0, "compositionend alone judged the word")
    said = page.judge(lambda: page.keys(Keys.ENTER))
    check("correct" in said or "another valid word" in said, f"the composed full-width {fullwidth(word)!r}: {said!r}")
    check(page.js("return window.sentGuesses") == [fullwidth(word)], f"the word was not sent as typed: {page.js('return window.sentGuesses')}")


@test
def on_screen_letters_of_each_language(page, server, cli):
    page.resize(PHONE)
    # The letters a player's keyboard may lack: the dictionary's own (ñ, ä), and those
    # its words are written with where its keys fold them (`written`: é, œ, ã, ß).
    expected = {"es": "ñ", "de": "ß", "fr": "œ", "pt": "ã", "it": "ò", "en": "z"}
    dictionaries = json.loads(server.get("/api/v1/dictionaries")[2])["dictionaries"]
    for language in LANGUAGES:
        reply = server.post("new", {"language": language, "mode": "unscramble", "rounds": 1})
        check(reply.get("ok"), f"no game in {language}: {reply}")
        page.open(f"/p/{reply['code']}")
        round_ = page.wait_round_in_play()
        check(round_["lang"].split("-")[0] == language, f"the board of {language} says lang={round_['lang']!r}")
        keys = page.js("return [...document.querySelectorAll('#keyboard .key')].map(k => k.dataset.letter)")
        letters = next(d for d in dictionaries if d["language"] == language)
        wanted = list(dict.fromkeys(letters["alphabet"] + letters.get("written", [])))
        check(keys == wanted, f"the {language} keyboard shows {keys}, the dictionary's letters are {wanted}")
        check(expected[language] in keys, f"the {language} keyboard lacks {expected[language]!r}: {keys}")
        check(letters["written"] == sorted(set(letters["written"]) - set(letters["alphabet"])), f"{language}'s written letters: {letters['written']}")
        # Open at first when typing needs letters beyond a–z (ñ, ä), not for letters only written.
        beyond = any(not re.fullmatch("[a-z]", letter) for letter in letters["alphabet"])
        is_open = page.js("return document.getElementById('keyboard-box').open")
        check(is_open == beyond, f"the {language} letters are {'closed' if beyond else 'open'} at first")
        if not is_open:
            page.driver.find_element(By.CSS_SELECTOR, "#keyboard-box summary").click()
        page.driver.find_element(By.CSS_SELECTOR, f'#keyboard .key[data-letter="{expected[language]}"]').click()
        check(page.el("answer").get_attribute("value") == expected[language], "an on-screen letter does not reach the answer box")
        if language == "es":
            page.shoot("spanish", top="round-title")


@test
def daily_of_every_language_and_mode(page, server, cli):
    page.resize(DESKTOP)
    page.open("/", clear_storage=True)
    for language in LANGUAGES:
        page.open(f"/daily/{language}")
        round_ = page.wait_round_in_play()
        check(round_["lang"].split("-")[0] == language, f"/daily/{language} plays {round_['lang']!r}")
    for mode in ("twist", "grid"):
        page.open(f"/daily/en?mode={mode}")
        round_ = page.wait_round_in_play()
        check(round_["grid"] == (mode == "grid"), f"/daily/en?mode={mode} is not a {mode} game")
        check(mode.capitalize() in page.text("game-title"), f"the daily's title: {page.text('game-title')!r}")


@test
def tiles_by_arrow_keys_and_a_timed_round(page, server, cli):
    reply = page.open_new(server, DESKTOP, {"language": "en", "mode": "unscramble", "rounds": 1, "time_limit": 3})
    round_ = page.wait_round_in_play()
    check(page.text("clock-label") == "Time left", "a timed round does not count down")
    # The tiles are one Tab stop; arrows move along them, Enter takes the tile's letter.
    check(page.active_id() == "answer", "a new round does not put the focus in the answer box")
    ActionChains(page.driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
    focused = page.js("return document.activeElement.className + ' ' + document.activeElement.id")
    check(page.js("return document.activeElement.classList.contains('tile')"), f"Shift+Tab from the answer reaches {focused!r}, not the tiles")
    page.keys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ENTER)
    typed = page.el("answer").get_attribute("value")
    check(typed == round_["tiles"][2], f"the third tile by arrows and Enter typed {typed!r}, not {round_['tiles'][2]!r}")
    check(page.js("return document.querySelectorAll('#board .tile.used').length") == 1, "the chosen tile is not shown used")
    # Backspace on a tile takes the letter back.
    page.keys(Keys.BACKSPACE)
    check(page.el("answer").get_attribute("value") == "", "Backspace on a tile does not take the letter back")
    # When the time is up the round ends by itself.
    page.wait(lambda d: page.visible("round-end"), "the end of a timed round", timeout=20)
    check("time is up" in page.text("round-end-title"), f"a timed-out round says {page.text('round-end-title')!r}")


@test
def typed_forms_grey_the_same_tiles(page, server, cli):
    """cœur, coeur, ＣＯＥＵＲ and CŒUR use the same tiles (the page's own matching, which
    only greys tiles: the server judges), an accent typed or not as well."""
    page.resize(DESKTOP)
    page.open("/")
    results = page.driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        import('/js/board.js').then(({ matchTiles }) => {
          const rack = (letters) => [...letters].map((letter) => ({ letter, row: 0 }));
          const tiles = rack('rœuc');
          const accents = rack('eté');
          const grid = [{letter: 'a', row: 0}, {letter: 'b', row: 0}, {letter: 'b', row: 1}, {letter: 'a', row: 1}];
          done({
            cœur: matchTiles('cœur', tiles, false),
            coeur: matchTiles('coeur', tiles, false),
            wide: matchTiles('ＣＯＥＵＲ', tiles, false),
            capital: matchTiles('CŒUR', tiles, false),
            ete: matchTiles('ete', accents, false),
            été: matchTiles('été', accents, false),
            twice: matchTiles('cc', tiles, false),
            gridWay: matchTiles('ab', grid, true),
            gridWrongRow: matchTiles('ba', [{letter: 'a', row: 0}, {letter: 'b', row: 1}], true),
          });
        }, (error) => done({ error: String(error) }));""")
    check("error" not in results, f"board.js does not load: {results}")
    for typed in ("cœur", "coeur", "wide", "capital"):
        check(results[typed] == {"used": [3, 1, 2, 0], "matched": True}, f"{typed}: {results[typed]}")
    for typed in ("ete", "été"):
        check(results[typed]["matched"] and sorted(results[typed]["used"]) == [0, 1, 2], f"{typed}: {results[typed]}")
    check(results["twice"] == {"used": [3], "matched": False}, f"a letter used twice: {results['twice']}")
    check(results["gridWay"] == {"used": [0, 2], "matched": True}, f"grid a-b: {results['gridWay']}")
    check(results["gridWrongRow"] == {"used": [], "matched": False}, f"grid b-a, b not in row 1: {results['gridWrongRow']}")


@test
def missed_words_with_their_definitions(page, server, cli):
    """The end of a round lists every word missed, with the definitions the server gives
    (English, where WordNet is installed; none elsewhere, and then none are shown)."""
    page.resize(PHONE)
    reply = server.post("new", {"language": "en", "mode": "twist", "rounds": 1, "seed": 3})
    expected = server.post("skip", {"game": reply["game"]})["result"]
    page.open(f"/p/{reply['code']}")
    page.wait_round_in_play()
    page.el("skip").click()
    page.wait(lambda d: page.visible("round-end"), "the round's result")
    shown = page.js("""
        return [...document.querySelectorAll('#missed li')].map(li => [
          li.querySelector('strong').textContent,
          li.querySelector('.definition') ? li.querySelector('.definition').textContent : null]);""")
    check([w for w, _ in shown] == [w.upper() for w in expected["missed"]],
          f"the words missed: the page lists {[w for w, _ in shown]}, the server {expected['missed']}")
    definitions = expected.get("definitions", {})
    for (word, definition), missed in zip(shown, expected["missed"]):
        wanted = f" — {definitions[missed]}" if missed in definitions else None
        check(definition == wanted, f"{word}: the page shows {definition!r}, the server gives {wanted!r}")
    page.shoot("twist-definitions", top="round-end")


@test
def statistics_dialog(page, server, cli):
    reply = page.open_new(server, DESKTOP, {"language": "en", "mode": "grid", "rounds": 1}, clear_storage=True)
    page.wait_round_in_play()
    page.el("skip").click()
    page.wait(lambda d: page.visible("round-end"), "the round's result")
    page.el("continue").click()
    page.wait(lambda d: page.visible("game-over"), "the game's result")
    page.el("stats-button").click()
    page.wait(lambda d: d.execute_script("return document.getElementById('stats-dialog').open"), "the statistics")
    body = page.text("stats-body")
    check("Games" in body and "Best score" in body and "Daily streak" in body, f"the statistics lack a field: {body!r}")
    games = page.js("return [...document.querySelectorAll('#stats-body th')].find(th => th.textContent === 'Games').nextElementSibling.textContent")
    check(games == "1", f"one game played, the statistics say {games!r}")
    page.keys(Keys.ESCAPE)
    check(not page.js("return document.getElementById('stats-dialog').open"), "Escape does not close the statistics")


@test
def names_for_screen_readers(page, server, cli):
    reply = page.open_new(server, DESKTOP, {"language": "en", "mode": "twist", "rounds": 1})
    page.wait_round_in_play()
    unnamed = page.js("""
        return [...document.querySelectorAll('button, input, select, a')]
          .filter(e => !e.closest('[hidden]') && e.getClientRects().length)
          .filter(e => !(e.getAttribute('aria-label') || e.textContent.trim() || (e.labels && e.labels.length) || e.getAttribute('aria-labelledby')))
          .map(e => e.outerHTML.slice(0, 80));""")
    check(unnamed == [], f"controls without a name: {unnamed}")
    live = page.js("const v = document.getElementById('verdict'); return [v.getAttribute('role'), v.getAttribute('aria-live')]")
    check(live == ["status", "polite"], f"the verdict line is not a live region: {live}")
    small = page.js("""
        return [...document.querySelectorAll('button, select, input[type=text], .modes label')]
          .filter(e => !e.closest('[hidden]') && e.getClientRects().length && !e.closest('dialog'))
          .map(e => [e.id || e.textContent.trim().slice(0, 20), e.getBoundingClientRect()])
          .filter(([, r]) => r.width < 43.5 || r.height < 43.5).map(([n, r]) => `${n} ${r.width}x${r.height}`);""")
    check(small == [], f"touch targets under 44 px: {small}")


@test
def dark_theme_and_reduced_motion(page, server, cli):
    page.resize(PHONE)
    page.media(prefers_color_scheme="light")
    page.open("/")
    light = page.js("return getComputedStyle(document.documentElement).backgroundColor")
    page.media(prefers_color_scheme="dark", prefers_reduced_motion="reduce")
    reply = server.post("new", {"language": "fr", "mode": "twist", "rounds": 1})
    page.open(f"/p/{reply['code']}")
    page.wait_round_in_play()
    dark = page.js("return getComputedStyle(document.documentElement).backgroundColor")
    check(light != dark, f"the dark theme is the light one: {light} / {dark}")
    page.send_word("zzz", True)
    moving = page.js("return [...document.querySelectorAll('*')].filter(e => getComputedStyle(e).animationName !== 'none' || parseFloat(getComputedStyle(e).transitionDuration) > 0).map(e => e.id || e.className)")
    check(moving == [], f"things still move with reduced motion: {moving}")
    page.shoot("twist-dark", top="round-title")
    page.media(prefers_color_scheme="light", prefers_reduced_motion="no-preference")


@test
def security_headers_and_no_inline_code(page, server, cli):
    status, headers, body = server.get("/")
    csp = {k.lower(): v for k, v in headers.items()}.get("content-security-policy", "")
    check("default-src 'self'" in csp and "unsafe-inline" not in csp, f"the page's CSP: {csp!r}")
    html = body.decode()
    check(not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html), "an inline <script> in index.html")
    check(not re.search(r"\son[a-z]+\s*=", html), "an inline event handler in index.html")
    check(not re.search(r"\sstyle\s*=", html), "an inline style attribute in index.html")
    for path in ("/p/SQ-4000-48VM-792W-VM8T-6A69-MK7V", "/daily/es"):
        status, headers, body = server.get(path)
        check(status == 200 and body == server.get("/")[2], f"{path} does not serve the page")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", required=True)
    parser.add_argument("--squramble", required=True, help="the built squramble program")
    parser.add_argument("--screenshots")
    parser.add_argument("-k", dest="only", help="run only the tests whose name contains this")
    args = parser.parse_args()

    server = Server(args.base)

    cli = Terminal(args.squramble)

    page = Page(args.base, args.screenshots)
    failures = 0
    ran = 0
    started = time.monotonic()
    try:
        for function in TESTS:
            if args.only and args.only not in function.__name__:
                continue
            ran += 1
            t0 = time.monotonic()
            try:
                function(page, server, cli)
                page.read_log()
                if page.problems:
                    problems, page.problems = page.problems, []
                    raise Failure("the browser reported: " + " | ".join(problems))
                print(f"ok    {function.__name__} ({time.monotonic() - t0:.1f} s)", flush=True)
            except Exception as error:  # a failed check or a broken page: report, go on
                failures += 1
                page.problems = []
                print(f"FAIL  {function.__name__}: {error}", flush=True)
                if not isinstance(error, Failure):
                    traceback.print_exc()
                try:
                    page.driver.save_screenshot(f"/tmp/squramble-browser-{function.__name__}.png")
                except Exception:
                    pass
    finally:
        page.quit()
        cli.close()
    print(f"{ran - failures} passed, {failures} failed, in {time.monotonic() - started:.0f} s")
    return 1 if failures or ran == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
