#!/usr/bin/env python3
"""Plays a whole game through `squramble engine`, as a program in another language would.

    python3 engine_client.py /path/to/squramble [--dict FILE] [--mode twist] [--seed 7]

It starts the engine, sends one JSON request per line and reads one response per line.
For each round it tries a wrong word, asks for a hint and a shuffle, then finds the
answers with the engine's own `solve` command and types them until the round is solved.
It also sends some broken lines and checks that each gets an error response.
Prints the final summary as JSON; exits 1 (with the reason on stderr) if the engine
ever answers out of protocol.
"""
import argparse, json, subprocess, sys


class Engine:
    def __init__(self, argv):
        self.process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
        self.next_id = 0

    def raw(self, line):
        """Sends one raw line (bytes) and returns the decoded response."""
        self.process.stdin.write(line + b"\n")
        self.process.stdin.flush()
        answer = self.process.stdout.readline()
        if not answer:
            fail("the engine closed its output after %r" % line[:60])
        response = json.loads(answer)
        check(response.get("v") == 1, "every response has the protocol version: %r" % response)
        return response

    def send(self, cmd, **fields):
        self.next_id += 1
        request = dict(fields, id=self.next_id, cmd=cmd)
        response = self.raw(json.dumps(request).encode())
        check(response.get("id") == self.next_id, "the response echoes the id: %r" % response)
        return response

    def ok(self, cmd, **fields):
        response = self.send(cmd, **fields)
        check(response.get("ok") is True, "%s failed: %r" % (cmd, response))
        return response

    def close(self):
        self.process.stdin.close()
        return self.process.wait(timeout=10)


def fail(message):
    print("engine_client: " + message, file=sys.stderr)
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("program")
    parser.add_argument("--dict")
    parser.add_argument("--mode", default="unscramble")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()

    argv = [args.program, "engine"] + (["--dict", args.dict] if args.dict else [])
    engine = Engine(argv)

    hello = engine.ok("hello")
    check(hello["protocol"] == 1 and "guess" in hello["commands"], "hello lists the commands")

    # Broken lines: each gets one error response, and the engine goes on.
    for line, code in [(b"not json", "invalid_json"), (b"[1, 2]", "invalid_json"), (b"", "invalid_json"),
                       (b"\xff\xfe", "invalid_utf8"), (b'{"cmd": 5}', "invalid_field"), (b'{"id": 1}', "missing_field"),
                       (b'{"cmd": "dance"}', "unknown_command"), (b'{"cmd": "guess", "word": "x"}', "no_game"),
                       (b"x" * 100000, "line_too_long")]:
        response = engine.raw(line)
        check(response["ok"] is False and response["error"]["code"] == code,
              "%r should fail with %s: %r" % (line[:30], code, response))

    bad = engine.send("new", mode="chess")
    check(bad["ok"] is False and bad["error"]["code"] == "invalid_field", "a bad mode is refused")

    game = engine.ok("new", mode=args.mode, seed=args.seed, rounds=args.rounds)
    check(game["code"].startswith("SQ-"), "a new game has a puzzle code")
    round_ = game["round"]
    rounds_solved = 0
    while True:
        letters = round_["tiles"] or [tile for row in round_["grid"] for tile in row]
        wrong = engine.ok("guess", word="qqqqqq")
        check(wrong["verdict"]["credited"] is False, "a wrong word is not credited")
        hint = engine.ok("hint")
        check(hint["hint"]["hint"] in ("next_letter", "refused"), "a hint answers: %r" % hint)
        shuffled = engine.ok("shuffle")
        check(sorted(shuffled["hint"].get("tiles") or [t for row in shuffled["hint"].get("grid", []) for t in row]) == sorted(letters),
              "a shuffle keeps the letters")

        # Find the answers with the engine itself, longest first.
        if args.mode == "grid":
            candidates = []  # a grid is answered from the hint's letters below
        else:
            exact = args.mode == "unscramble"
            solved = engine.ok("solve", letters="".join(letters), exact=exact, min_length=round_["minimum_length"])
            candidates = [word for group in solved["groups"] for word in group["words"]]
        result = None
        for word in candidates:
            answer = engine.ok("guess", word=word)
            check(answer["verdict"]["verdict"] in ("correct", "another_valid_word", "already_found"),
                  "a word from solve is accepted: %s → %r" % (word, answer["verdict"]))
            if answer.get("result"):
                result = answer["result"]
                break
        if result is None:
            result = engine.ok("skip")["result"]
        if result["status"] == "solved":
            rounds_solved += 1
        after = engine.send("guess", word="late")
        check(after["ok"] is False and after["error"]["code"] in ("round_over", "game_over"), "no guesses between rounds: %r" % after)
        following = engine.ok("next")
        if following["game_over"]:
            summary = following["summary"]
            break
        round_ = following["round"]

    check(summary["rounds_solved"] == rounds_solved, "the summary counts the solved rounds")
    state = engine.ok("state")
    check(state["game"]["game_over"] is True, "state says the game is over")
    engine.ok("quit")
    status = engine.close()
    check(status == 0, "the engine exits 0 after quit, not %r" % status)
    json.dump({"summary": summary, "rounds_solved": rounds_solved, "requests": engine.next_id}, sys.stdout)
    print()


main()
