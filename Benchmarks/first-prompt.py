#!/usr/bin/env python3
"""Time from starting `squramble play` at a terminal to its first prompt, as a player waits.

    python3 Benchmarks/first-prompt.py OUT.json RUNS NAME -- COMMAND... [-- NAME -- COMMAND...]

Each run starts the command on a new pseudo-terminal, reads until the prompt (" > ")
appears, stops the clock, then types /quit and waits for the game to end. The first run is
a warm-up. Writes hyperfine's JSON shape ({"results": [{"command", "times"}]}) so the
table reads it like the others.
"""
import json
import os
import pty
import select
import statistics
import sys
import time


def first_prompt(argv, timeout=10.0):
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.execvp(argv[0], argv)
    seen = b""
    elapsed = None
    deadline = start + timeout
    while time.perf_counter() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
        if b" > " in seen:
            elapsed = time.perf_counter() - start
            break
    try:
        os.write(fd, b"/quit\n")
        while True:
            ready, _, _ = select.select([fd], [], [], 2)
            if not ready or not os.read(fd, 65536):
                break
    except OSError:
        pass
    os.close(fd)
    os.waitpid(pid, 0)
    if elapsed is None:
        raise SystemExit(f"no prompt from {' '.join(argv)}; it printed:\n{seen.decode(errors='replace')}")
    return elapsed


def main():
    out, runs = sys.argv[1], int(sys.argv[2])
    rest = sys.argv[3:]
    commands = []
    while rest:
        name, sep, *rest = rest
        assert sep == "--", "usage: OUT RUNS NAME -- COMMAND... [-- NAME -- COMMAND...]"
        argv = []
        while rest and rest[0] != "--":
            argv.append(rest.pop(0))
        if rest:
            rest.pop(0)
        commands.append((name, argv))
    results = []
    for name, argv in commands:
        first_prompt(argv)  # warm-up
        times = [first_prompt(argv) for _ in range(runs)]
        results.append({"command": name, "times": times, "median": statistics.median(times)})
        print(f"{name}: median {statistics.median(times) * 1000:.1f} ms over {runs} runs", file=sys.stderr)
    with open(out, "w") as f:
        json.dump({"results": results}, f, indent=1)


if __name__ == "__main__":
    main()
