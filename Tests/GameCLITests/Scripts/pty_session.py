#!/usr/bin/env python3
"""Runs a program in a pseudo-terminal, as a person at a terminal would, and reports.

Reads a JSON spec on stdin:
  {"argv": [...], "env": {...}, "timeout": 20,
   "steps": [{"expect": "regex"}, {"send": "text"}, {"control": "c"}, {"wait": 0.2}]}
"expect" waits until the regex matches the output after the previous match;
"send" types text (add "\n" for Return); "control" sends Ctrl-<letter>.
Writes a JSON report on stdout: {"exit": n or null, "signal": n or null,
"transcript": "...", "failed": null or "why"}.
"""
import json, os, pty, re, select, signal, sys, time

def main():
    spec = json.load(sys.stdin)
    timeout = spec.get("timeout", 20)
    env = dict(os.environ)
    env.update(spec.get("env", {}))
    env.setdefault("TERM", "xterm-256color")
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(spec["argv"][0], spec["argv"], env)
    output = b""
    position = 0
    failed = None

    def pump(deadline):
        nonlocal output
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            ready, _, _ = select.select([fd], [], [], min(left, 0.05))
            if not ready:
                return True
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                return False
            if not chunk:
                return False
            output += chunk

    for step in spec["steps"]:
        if "expect" in step:
            pattern = re.compile(step["expect"].encode())
            deadline = time.monotonic() + timeout
            while True:
                match = pattern.search(output, position)
                if match:
                    position = match.end()
                    break
                if not pump(min(deadline, time.monotonic() + 0.2)) and time.monotonic() >= deadline:
                    failed = "timed out waiting for %r" % step["expect"]
                    break
                if time.monotonic() >= deadline:
                    failed = "timed out waiting for %r" % step["expect"]
                    break
            if failed:
                break
        elif "send" in step:
            os.write(fd, step["send"].encode())
        elif "control" in step:
            os.write(fd, bytes([ord(step["control"].lower()) - ord("a") + 1]))
        elif "wait" in step:
            pump(time.monotonic() + step["wait"])

    # Collect the rest of the output and the exit status.
    deadline = time.monotonic() + timeout
    status = None
    while time.monotonic() < deadline:
        pump(time.monotonic() + 0.1)
        done, waited = os.waitpid(pid, os.WNOHANG)
        if done:
            status = waited
            pump(time.monotonic() + 0.2)
            break
    if status is None:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        failed = failed or "the program did not end"
        status = None
    report = {
        "exit": os.WEXITSTATUS(status) if status is not None and os.WIFEXITED(status) else None,
        "signal": os.WTERMSIG(status) if status is not None and os.WIFSIGNALED(status) else None,
        "transcript": output.decode("utf-8", "replace"),
        "failed": failed,
    }
    json.dump(report, sys.stdout)

main()
