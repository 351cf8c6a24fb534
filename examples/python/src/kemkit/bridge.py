"""The bridge to kemkit's referee: one ``java -jar kemkit.jar serve --stdio`` process.

Every request is one JSON line and every answer one JSON line (examples/json/PROTOCOL.md). One
bridge serves any number of environments; by default all environments of a Python process share
one (:func:`default_bridge`), so that only one JVM starts.
"""

from __future__ import annotations

import atexit
import io
import json
import os
import shutil
import subprocess
import threading
from pathlib import Path

__all__ = ["Bridge", "KemkitError", "default_bridge", "find_jar"]

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


class Bridge:
    """One referee process. Not thread-safe on its own: a lock keeps a request and its answer
    together when threads share it."""

    def __init__(self, jar: str | os.PathLike | None = None, java: str | None = None,
                 jvm_args: tuple[str, ...] = ("-XX:+UseSerialGC", "-Xss4m")):
        java = java or shutil.which("java") or "java"
        self.jar = find_jar(jar)
        self._process = subprocess.Popen(
            [java, *jvm_args, "-jar", str(self.jar), "serve", "--stdio"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
        self._write = self._process.stdin.write
        self._reader = io.BufferedReader(self._process.stdout, 1 << 16)
        self._readline = self._reader.readline
        self._lock = threading.Lock()

    def send(self, line: bytes) -> dict:
        """Sends one request line (bytes, ending in a newline) and returns its answer."""
        with self._lock:
            self._write(line)
            answer = self._readline()
        if not answer:
            raise KemkitError("$", f"the referee ended (exit code {self._process.poll()})")
        reply = json.loads(answer)
        if not reply["ok"]:
            raise KemkitError(reply["error"]["field"], reply["error"]["message"])
        return reply

    def send_all(self, lines: list) -> list:
        """Sends several request lines at once and returns their answers, in order: for several
        environments stepped together, one round trip instead of one each. Error answers are
        returned as they are (``"ok": false``), not raised."""
        with self._lock:
            self._write(b"".join(lines))
            answers = [self._readline() for _ in lines]
        if not all(answers):
            raise KemkitError("$", f"the referee ended (exit code {self._process.poll()})")
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
            self._process.stdin.close()
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
