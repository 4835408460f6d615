#!/usr/bin/env python3
"""Seeded transcripts in the documentation, made by the program itself.

A transcript in a Markdown file is a fenced block right after a marker such as

    <!-- transcript {"args": ["--seed", "2026", "--rounds", "2"], "input": ["range", "/quit"]} -->

The marker's JSON says how to make it:
  args     arguments of `squramble`
  input    lines typed, in order (a terminal run waits for the program to settle first)
  mode     "terminal" (default): a pseudo-terminal read as a screen (pyte), the
           command shown first as "$ swift run squramble ARGS";
           "engine": JSON Lines, each request shown as "> …" and its answer as "< …"
  columns  the terminal's width (default 80); rows: its height (default 24)
  show     the command line shown instead of the default one ("" for none)
  typed    text typed at the end without Return (the input row as it then shows)
  from     a regular expression: the transcript starts at the last line matching it
  date     the day the clock stands at (default 2026-11-27); the clock does not move
           (faketime), so times, time bonuses and the daily are the same on every run

`--check` (the default) makes every transcript and fails, showing the first difference,
when one is not what the file holds; `--write` puts the new ones in the files.
Needs a built `squramble` (.build/debug, or --program), `faketime` (Debian) and `pyte` (PyPI).
"""
import argparse, difflib, fcntl, json, os, pty, re, select, shutil, struct, subprocess, sys, tempfile, termios, time

FILES = ["README.md", "Documentation/Playing.md", "Documentation/EngineProtocol.md"]
MARKER = re.compile(r"^<!-- transcript (\{[^\n]*\}) -->\n```[a-z]*\n(.*?)^```\n", re.M | re.S)


def clock_argv(spec):
    date = spec.get("date", "2026-11-27")
    # Time runs a millionth as fast as real time: every round takes "0:00".
    return ["faketime", "-f", "@%s 12:00:00 x0.000001" % date]


def environment(home):
    env = {k: v for k, v in os.environ.items() if not k.startswith("SQURAMBLE_")}
    env.update({"HOME": home, "XDG_DATA_HOME": os.path.join(home, "data"), "NO_COLOR": "1",
                "TERM": "xterm-256color", "LANG": "C.UTF-8", "TZ": "UTC"})
    env.pop("COLUMNS", None)
    env.pop("LINES", None)
    return env


def read_until_quiet(fd, chunks, quiet=0.5, limit=30.0):
    """Waits for output, then reads until nothing has come for `quiet` seconds (the
    program waits for the next line). False when the program ended."""
    deadline = time.monotonic() + limit
    seen = False
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], quiet if seen else 0.1)
        if not ready:
            if seen:
                return True
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return False
        if not chunk:
            return False
        chunks.append(chunk)
        seen = True
    raise RuntimeError("the program did not settle within %d seconds" % limit)


def terminal_run(program, spec, home):
    import pyte
    columns, rows = spec.get("columns", 80), spec.get("rows", 24)
    argv = clock_argv(spec) + [program] + spec.get("args", [])
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        os.execvpe(argv[0], argv, environment(home))
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    chunks = []
    alive = read_until_quiet(fd, chunks)
    for line in spec.get("input", []):
        if not alive:
            break
        os.write(fd, (line + "\r").encode())
        alive = read_until_quiet(fd, chunks)
    if alive and spec.get("typed"):
        os.write(fd, spec["typed"].encode())
        read_until_quiet(fd, chunks)
    elif alive:
        os.write(fd, b"\x04")  # Ctrl-D: the end of input
        read_until_quiet(fd, chunks)
    try:
        os.kill(pid, 9)
    except ProcessLookupError:
        pass
    os.waitpid(pid, 0)
    screen = pyte.HistoryScreen(columns, rows, history=100000, ratio=0.5)
    pyte.ByteStream(screen).feed(b"".join(chunks))
    def text(line):
        return "".join(line[x].data for x in range(columns)).rstrip()
    lines = [text(line) for line in screen.history.top] + [line.rstrip() for line in screen.display]
    while lines and not lines[-1]:
        lines.pop()
    if spec.get("from"):
        starts = [i for i, line in enumerate(lines) if re.search(spec["from"], line)]
        lines = lines[starts[-1]:] if starts else lines
    shown = spec.get("show", "$ swift run squramble " + " ".join(spec.get("args", [])))
    return "\n".join(([shown.rstrip()] if shown else []) + lines) + "\n"


def engine_run(program, spec, home):
    argv = clock_argv(spec) + [program, "engine"] + spec.get("args", [])
    requests = spec.get("input", [])
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    run = subprocess.run(argv, input="".join(r + "\n" for r in requests), capture_output=True,
                         text=True, env=environment(home), cwd=root, timeout=60)
    answers = run.stdout.splitlines()
    if len(answers) != len(requests):
        raise RuntimeError("the engine answered %d of %d requests: %s" % (len(answers), len(requests), run.stderr.strip()))
    return "\n".join("> %s\n< %s\n" % pair for pair in zip(requests, answers)).rstrip("\n") + "\n"


def make(program, spec):
    home = tempfile.mkdtemp(prefix="squramble-transcript-")
    try:
        return (engine_run if spec.get("mode") == "engine" else terminal_run)(program, spec, home)
    finally:
        shutil.rmtree(home, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description="Make or check the documentation's transcripts.")
    parser.add_argument("--write", action="store_true", help="write the new transcripts into the files")
    parser.add_argument("--program", default=".build/debug/squramble")
    parser.add_argument("files", nargs="*", default=FILES)
    options = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    program = os.path.abspath(os.path.join(root, options.program))
    for tool in ["faketime"]:
        if not shutil.which(tool):
            sys.exit("transcripts: `%s` is missing (apt-get install faketime)" % tool)
    if not os.access(program, os.X_OK):
        sys.exit("transcripts: %s is not built (swift build --product squramble)" % options.program)
    stale, total = [], 0
    for name in options.files:
        path = os.path.join(root, name)
        with open(path, encoding="utf-8") as f:
            original = f.read()
        def replace(match):
            nonlocal total
            total += 1
            spec = json.loads(match.group(1))
            made = make(program, spec)
            if made != match.group(2):
                line = original.count("\n", 0, match.start()) + 1
                stale.append((name, line, match.group(2), made))
            return match.group(0)[: match.start(2) - match.start(0)] + made + "```\n"
        updated = MARKER.sub(replace, original)
        if options.write and updated != original:
            with open(path + ".tmp", "w", encoding="utf-8") as f:
                f.write(updated)
            os.replace(path + ".tmp", path)
    if options.write:
        print("transcripts: %d made, %d rewritten" % (total, len(stale)))
        return
    for name, line, old, new in stale:
        print("%s:%d: the transcript is not what the program prints now:" % (name, line))
        diff = list(difflib.unified_diff(old.splitlines(), new.splitlines(), "in the file", "printed now", lineterm="", n=1))
        print("\n".join(diff[:40]))
    if stale:
        sys.exit("transcripts: %d of %d out of date; run Scripts/transcripts.py --write and read the result" % (len(stale), total))
    print("transcripts: all %d match the program" % total)


if __name__ == "__main__":
    main()
