"""The bridge to kemkit's referee: one ``java -jar kemkit.jar serve --stdio`` process.

Every request is one JSON line and every answer one JSON line (examples/json/PROTOCOL.md). One
bridge serves any number of environments; by default all environments of a Python process share
one (:func:`default_bridge`), so that only one JVM starts.
"""

from __future__ import annotations

import atexit
import collections
import json
import os
import queue
import select
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

__all__ = ["Bridge", "BridgeError", "KemkitError", "default_bridge", "find_jar", "DEFAULT_TIMEOUT"]

_JAR_IN_REPO = Path("examples") / "cli" / "target" / "kemkit.jar"


class KemkitError(RuntimeError):
    """An error answer of the referee: ``field`` names the request's field at fault."""

    def __init__(self, field: str, message: str):
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


def find_jar(jar: str | os.PathLike | None = None) -> Path:
    """The shaded kemkit jar: ``jar`` if given, else ``$KEMKIT_JAR``, else
    ``examples/cli/target/kemkit.jar`` in the working directory or one of its parents."""
    if jar is not None:
        path = Path(jar)
        if not path.is_file():
            raise FileNotFoundError(f"no kemkit jar at {path}")
        return path
    if os.environ.get("KEMKIT_JAR"):
        return find_jar(os.environ["KEMKIT_JAR"])
    for folder in [Path.cwd(), *Path.cwd().parents, *Path(__file__).resolve().parents]:
        candidate = folder / _JAR_IN_REPO
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(
        "kemkit.jar not found: build it with `./mvnw -B package -DskipTests` in a kemkit clone "
        "(it lands in examples/cli/target/kemkit.jar), then run from that clone, set KEMKIT_JAR, "
        "or pass jar=... to the environment")


class BridgeError(KemkitError):
    """The referee process itself failed: it would not start, ended, or gave no answer in time.
    The bridge is unusable afterwards (a referee that did not answer is stopped, so that a late
    answer cannot be taken for the next one); start another."""

    def __init__(self, message: str):
        super().__init__("$", message)


#: How long a request waits for its answer by default, in seconds: a step of a table whose bots
#: search takes far less; a referee that takes longer is taken for hung.
DEFAULT_TIMEOUT = 120.0


class Bridge:
    """One referee process. Not thread-safe on its own: a lock keeps a request and its answer
    together when threads share it.

    Every answer is awaited at most ``timeout`` seconds (``None``: for ever); a referee that does
    not answer in time is stopped and :class:`BridgeError` raised, as it is when the referee ends
    (its exit code and the last lines it wrote to standard error in the message). ``command``
    replaces the whole command line (``java ... -jar kemkit.jar serve --stdio``), for a wrapper
    script or a remote referee that speaks the same protocol."""

    def __init__(self, jar: str | os.PathLike | None = None, java: str | None = None,
                 jvm_args: tuple[str, ...] = ("-XX:+UseSerialGC", "-Xss4m"), timeout: float | None = DEFAULT_TIMEOUT,
                 command: list[str] | None = None):
        if command is None:
            java = java or shutil.which("java") or "java"
            self.jar = find_jar(jar)
            command = [java, *jvm_args, "-jar", str(self.jar), "serve", "--stdio"]
        else:
            self.jar = None
        self.command = list(command)
        self.timeout = timeout
        try:
            self._process = subprocess.Popen(self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                             stderr=subprocess.PIPE, bufsize=0)
        except OSError as e:
            raise BridgeError(f"cannot start the kemkit referee ({' '.join(self.command)}): {e}"
                              + (" (kemkit needs Java 17 or later on the PATH)" if "java" in self.command[0] else "")
                              ) from e
        self._write = self._process.stdin.write
        self._fd = self._process.stdout.fileno()
        self._pending = bytearray()
        # Standard error is kept (its last lines) for the message of a referee that ended, and
        # drained by a thread so that a chatty referee never blocks on a full pipe.
        self._stderr = collections.deque(maxlen=20)
        self._drainer = threading.Thread(target=self._drain, args=(self._process.stderr,), daemon=True)
        self._drainer.start()
        self._lines = None
        if os.name == "nt":  # select() takes sockets only there: a thread reads the lines
            self._lines = queue.Queue()
            threading.Thread(target=self._pump, daemon=True).start()
        self._lock = threading.Lock()

    def _drain(self, stream):
        for line in iter(stream.readline, b""):
            self._stderr.append(line.decode(errors="replace").rstrip())
            sys.stderr.write(line.decode(errors="replace"))

    def _pump(self):
        for line in iter(self._process.stdout.readline, b""):
            self._lines.put(line)
        self._lines.put(b"")

    def _readline(self) -> bytes:
        """The next answer line, or ``b""`` at the end of the referee's output; raises
        :class:`BridgeError` after ``timeout`` seconds without one."""
        deadline = None if self.timeout is None else time.monotonic() + self.timeout
        if self._lines is not None:
            try:
                return self._lines.get(timeout=self.timeout)
            except queue.Empty:
                self._hung()
        pending = self._pending
        while True:
            end = pending.find(b"\n")
            if end >= 0:
                line = bytes(pending[:end + 1])
                del pending[:end + 1]
                return line
            if deadline is not None:
                left = deadline - time.monotonic()
                if left <= 0 or not select.select([self._fd], [], [], left)[0]:
                    self._hung()
            chunk = os.read(self._fd, 1 << 16)
            if not chunk:
                return b""
            pending += chunk

    def _hung(self):
        self._process.kill()
        self._process.wait()
        raise BridgeError(f"no answer from the kemkit referee in {self.timeout:g} s, so it was stopped "
                          f"(pid {self._process.pid}: {' '.join(self.command)}); for slower tables, "
                          "give Bridge(timeout=...) more seconds, or None")

    def _ended(self):
        try:
            code = self._process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            code = None
        self._drainer.join(timeout=1)  # its last lines
        said = "; it said: " + " | ".join(self._stderr) if self._stderr else ""
        raise BridgeError(f"the kemkit referee ended (exit code {code}: {' '.join(self.command)}){said}")

    def _send(self, data: bytes):
        try:
            self._write(data)
        except (BrokenPipeError, ValueError, OSError):
            self._ended()

    def send(self, line: bytes) -> dict:
        """Sends one request line (bytes, ending in a newline) and returns its answer."""
        with self._lock:
            self._send(line)
            answer = self._readline()
            if not answer:
                self._ended()
        reply = json.loads(answer)
        if not reply["ok"]:
            raise KemkitError(reply["error"]["field"], reply["error"]["message"])
        return reply

    def send_all(self, lines: list) -> list:
        """Sends several request lines at once and returns their answers, in order: for several
        environments stepped together, one round trip instead of one each. Error answers are
        returned as they are (``"ok": false``), not raised."""
        with self._lock:
            self._send(b"".join(lines))
            answers = []
            for _ in lines:
                answer = self._readline()
                if not answer:
                    self._ended()
                answers.append(answer)
        return [json.loads(answer) for answer in answers]

    def request(self, **fields) -> dict:
        """Sends one request made of ``fields`` and returns its answer."""
        return self.send(json.dumps(fields).encode() + b"\n")

    def validate(self, record: str) -> dict:
        """The verdict ``kemkit validate`` gives ``record``: ``{"type": "ok", ...}`` for a valid one."""
        return self.request(op="validate", record=record)["verdict"]

    def close(self) -> int:
        """Ends the referee; returns its exit code."""
        if self._process.poll() is None:
            try:
                self._process.stdin.close()
            except OSError:
                pass
            try:
                return self._process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self._process.kill()
                return self._process.wait()
        return self._process.returncode


_default: Bridge | None = None
_default_lock = threading.Lock()


def default_bridge() -> Bridge:
    """The bridge every environment of this process shares unless it is given its own."""
    global _default
    with _default_lock:
        if _default is None or _default._process.poll() is not None:
            _default = Bridge()
            atexit.register(_default.close)
        return _default
