"""The tmux baseline: tmux drives the bare Swift shop TUI (ShopTUI.swift) through the
same 10-step journey as journey_pexpect.py, with send-keys and capture-pane.

usage: python3 journey_tmux.py --socket NAME --app COMMAND [--n 50] [--warmup 2]

--app is the shell command tmux runs in each new window (/bin/sh -c), the quoted TUI path.

Tuned as the driver is: one tmux control-mode client (`tmux -C`) carries every command,
so no tmux client is spawned per key or per capture; after each send the script polls
capture-pane until the pane shows the exact screen the step expects, woken by the pane's
output. The deadline (10 s a wait, PEER_DEADLINE seconds when set) is a failure mechanism
only. The server runs on its own socket (`tmux -L NAME`), is killed at the end, and its
session is destroyed when this script's client goes away, so a killed run leaves no
server behind.
"""
import argparse
import os
import select
import shlex
import statistics
import subprocess
import sys
import time

T = time.perf_counter
DEADLINE = float(os.environ.get("PEER_DEADLINE", "10"))


class JourneyFailed(Exception):
    pass


class Control:
    """One tmux control-mode client: a command out, its %begin…%end block back."""

    def __init__(self, socket):
        self.socket = socket
        self.proc = subprocess.Popen(
            ["tmux", "-L", socket, "-f", "/dev/null", "-C", "new-session", "-x", "80", "-y", "24", "-s", "peer",
             "cat", ";", "set", "-g", "destroy-unattached", "on", ";", "set", "-g", "default-shell", "/bin/sh"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
        self.fd = self.proc.stdout.fileno()
        self.buffer = b""
        self.notifications = []
        # The three commands given on the command line answer first. The apps start through
        # /bin/sh -c rather than the user's login shell.
        for _ in range(3):
            self.block(time.monotonic() + DEADLINE)

    def line(self, deadline):
        """The next line the server wrote, or None when nothing came before the deadline."""
        while b"\n" not in self.buffer:
            wait = deadline - time.monotonic()
            if wait <= 0 or not select.select([self.fd], [], [], wait)[0]:
                return None
            data = os.read(self.fd, 65536)
            if not data:
                raise JourneyFailed("the tmux control client exited")
            self.buffer += data
        line, self.buffer = self.buffer.split(b"\n", 1)
        return line.decode("utf-8", "replace")

    def block(self, deadline):
        """The lines of the next command's answer; notifications met on the way are kept."""
        lines, inside = [], False
        while True:
            line = self.line(deadline)
            if line is None:
                raise JourneyFailed("tmux did not answer a command within %.0f s" % DEADLINE)
            if line.startswith("%begin "):
                inside = True
            elif inside and (line.startswith("%end ") or line.startswith("%error ")):
                if line.startswith("%error "):
                    raise JourneyFailed("tmux: " + "\n".join(lines))
                return lines
            elif inside:
                lines.append(line)
            else:
                self.notifications.append(line)

    def run(self, *words):
        self.proc.stdin.write((" ".join(shlex.quote(w) for w in words) + "\n").encode())
        return self.block(time.monotonic() + DEADLINE)

    def wait_for_notification(self, deadline, matches):
        """Waits for a notification that `matches`, or until the deadline; True when one came."""
        while True:
            while self.notifications:
                if matches(self.notifications.pop(0)):
                    return True
            line = self.line(deadline)
            if line is None:
                return False
            self.notifications.append(line)

    def close(self):
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        self.proc.wait()


def screen(tmux, pane):
    return tmux.run("capture-pane", "-p", "-t", pane)


def wait_for(tmux, pane, prompt, text=None):
    """Polls the pane until its last non-blank line is `prompt` (and it shows `text`);
    returns the screen. Each poll after the first waits for the pane's next output."""
    deadline = time.monotonic() + DEADLINE
    while True:
        lines = screen(tmux, pane)
        shown = [l for l in lines if l.strip()]
        if shown and shown[-1] == prompt and (text is None or any(text in l for l in lines)):
            return lines
        if time.monotonic() >= deadline:
            raise JourneyFailed("the pane never showed %r%s; it shows:\n%s" % (
                prompt, "" if text is None else " with %r" % text, "\n".join(shown)))
        tmux.wait_for_notification(min(deadline, time.monotonic() + 0.005),
                                   lambda n: n.startswith("%output " + pane + " "))


def journey(tmux, app, actions):
    def step(name, send, prompt, text=None):
        t = T()
        if send is not None:
            # None of the words sent is a tmux key name, so send-keys types each as text.
            tmux.run("send-keys", "-t", pane, send, "Enter")
        shown = wait_for(tmux, pane, prompt, text)
        actions.setdefault(name, []).append(T() - t)
        return shown

    ph = {}
    t0 = T()
    window, pane = tmux.run("new-window", "-d", "-P", "-F", "#{window_id} #{pane_id}", "-t", "peer:", app)[0].split()
    wait_for(tmux, pane, "Email:")
    ph["launch_to_ready"] = T() - t0
    ts = T()
    step("type_email", "user@example.com", "Password:")
    step("type_password", "hunter22", "login>")
    step("click_login", "login", "catalog>", "== CATALOG ==")
    step("wait_for_catalog", None, "catalog>")
    step("click_product0", "product-0", "product>")
    step("click_add_to_cart", "add-to-cart", "catalog>", "Cart (1)")
    step("wait_for_catalog", None, "catalog>")
    step("open_cart", "cart", "cart>")
    shown = step("click_checkout", "checkout", "done>")
    if not any("Order confirmed: ORDER-0001" in l for l in shown):
        raise JourneyFailed("no order confirmation on the screen:\n" + "\n".join(shown))
    ph["steps"] = T() - ts
    tt = T()
    tmux.run("send-keys", "-t", pane, "quit", "Enter")
    # The window closes when the app exits (tmux has reaped it by then).
    if not tmux.wait_for_notification(time.monotonic() + DEADLINE,
                                      lambda n: n.endswith("window-close " + window)):
        raise JourneyFailed("the app did not exit after quit within %.0f s" % DEADLINE)
    ph["teardown"] = T() - tt
    ph["journey_total"] = T() - t0
    return ph


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--socket", required=True)
    ap.add_argument("--app", required=True, help="the shell command that starts the shop TUI")
    ap.add_argument("--n", type=int, default=50)
    ap.add_argument("--warmup", type=int, default=2)
    a = ap.parse_args()
    if a.n < 1:
        ap.error("--n must be at least 1")
    tmux = Control(a.socket)
    phases, actions = {}, {}
    try:
        for i in range(a.warmup + a.n):
            ph = journey(tmux, a.app, {} if i < a.warmup else actions)
            if i >= a.warmup:
                for name, seconds in ph.items():
                    phases.setdefault(name, []).append(seconds)
    except JourneyFailed as failure:
        print("tmux journey failed: %s" % failure, file=sys.stderr)
        return 1
    finally:
        tmux.close()
    for name, xs in list(phases.items()) + list(actions.items()):
        print("tmux\t%s\tn=%d\tp50=%.3f ms" % (name, len(xs), statistics.median(xs) * 1000))
    print("tmux baseline journey median: %.2f ms" % (statistics.median(phases["journey_total"]) * 1000))
    return 0


if __name__ == "__main__":
    sys.exit(main())
