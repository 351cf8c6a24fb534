#!/usr/bin/env python3
"""A kemkit stdio client in Python, standard library only.

Starts the server given on the command line, plays a legal game of Kemps through it (chance lines
included), then an illegal move and a malformed request, and checks every answer. Exits 0 when all
checks hold.

    python3 kemkit_client.py java -jar kemkit.jar serve --stdio
"""
import json
import subprocess
import sys


# --- README "Check moves from another engine" begins
class Kemkit:
    """One server process; each request is one JSON line, each answer one JSON line."""

    def __init__(self, command):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        text=True, encoding="utf-8", bufsize=1)

    def send_line(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        return json.loads(self.process.stdout.readline())

    def request(self, **fields):
        return self.send_line(json.dumps(fields))

    def close(self):
        self.process.stdin.close()
        return self.process.wait(timeout=30)
# --- README "Check moves from another engine" ends


def check(condition, what):
    if not condition:
        raise SystemExit("python client: FAILED: " + what)


def chance_line(due):
    # The referee decides the chance actions: here the cards in the order the server listed them.
    if due["type"] == "shuffle":
        return "shuffle " + " ".join(due["cards"])
    return "starter 0"


def main(command):
    server = Kemkit(command)
    opened = server.request(op="open", id="demo", header="record 1\ngame kemps\n", req=1)
    check(opened["ok"] and opened["id"] == "demo" and opened["req"] == 1, "open: %s" % opened)
    seats, status, moves = opened["seats"], opened, 0
    # Stop where no chance action is due, so that the illegal move below is judged on its seat.
    while (moves < 40 or status["chanceDue"] is not None) and not status["over"]:
        if status["chanceDue"] is not None:
            line = chance_line(status["chanceDue"])
        else:
            line = None
            for seat in range(seats):
                legal = server.request(op="legal", id="demo", seat=seat)
                check(legal["ok"], "legal: %s" % legal)
                if legal["actions"]:
                    line = legal["actions"][0]["line"]
                    break
            check(line is not None, "nobody can move")
        status = server.request(op="move", id="demo", line=line)
        check(status["ok"] and status["accepted"], "legal move %r: %s" % (line, status))
        check(len(status["events"]) == seats, "events for every seat")
        check(all(e["sentence"] and e["ruleId"] for heard in status["events"] for e in heard),
              "every event told, with its rule: %s" % status)
        moves += 1
    view = server.request(op="view", id="demo", seat=0)
    check(view["ok"] and isinstance(view["view"]["hand"], list), "view: %s" % view)

    # --- README "Check moves from another engine" begins
    illegal = server.request(op="move", id="demo", line="9 top")
    check(illegal["ok"] and not illegal["accepted"], "illegal move answered: %s" % illegal)
    check(illegal["rejection"]["code"] == "NO_SUCH_SEAT", "rejection code: %s" % illegal)
    check(illegal["rejection"]["rule"] == "C-3", "rejection rule: %s" % illegal)
    # --- README "Check moves from another engine" ends

    malformed = server.send_line('{"op": "move", "id": "demo", "line": ')
    check(not malformed["ok"] and malformed["error"]["field"] == "$", "malformed: %s" % malformed)

    closed = server.request(op="close", id="demo")
    check(closed["ok"] and closed["verdict"]["type"] == "illegal", "close: %s" % closed)
    check(server.close() == 0, "server exit code")
    print("python client: ok, %d legal moves, then %s (%s), then %s" % (
        moves, illegal["rejection"]["code"], illegal["rejection"]["rule"], malformed["error"]["message"]))


if __name__ == "__main__":
    main(sys.argv[1:])
