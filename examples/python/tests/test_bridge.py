"""The bridge when the referee fails: a referee that hangs or ends gives a clear exception, never a
hang. Fake referees (small Python programs in place of the jar's command) play the failures."""

import sys
import time

import pytest

import kemkit


def fake(program: str) -> list:
    return [sys.executable, "-c", program]


def test_a_referee_that_never_answers_is_stopped_after_the_timeout():
    bridge = kemkit.Bridge(command=fake("import time; time.sleep(300)"), timeout=1.5)
    started = time.monotonic()
    with pytest.raises(kemkit.BridgeError, match=r"no answer from the kemkit referee in 1.5 s, so it was stopped") as e:
        bridge.request(op="env-open")
    assert 1.4 < time.monotonic() - started < 30
    assert e.value.field == "$"
    assert bridge._process.poll() is not None, "the hung referee is stopped"
    # the bridge stays refused: the stopped referee answers nothing more
    with pytest.raises(kemkit.BridgeError, match="ended"):
        bridge.request(op="env-open")


def test_a_referee_that_ends_at_once_says_its_exit_code_and_its_last_words():
    bridge = kemkit.Bridge(command=fake("import sys; sys.stderr.write('Error: Unable to access jarfile nowhere.jar\\n');"
                                        " sys.exit(1)"), timeout=60)
    started = time.monotonic()
    with pytest.raises(kemkit.BridgeError, match=r"the kemkit referee ended \(exit code 1.*Unable to access jarfile"):
        bridge.request(op="env-open")
    assert time.monotonic() - started < 30


def test_a_referee_that_dies_mid_session():
    # answers one request, then dies as a killed JVM would
    program = ("import sys, os, signal; sys.stdin.readline(); sys.stdout.write('{\"ok\": true}\\n'); sys.stdout.flush();"
               " os.kill(os.getpid(), signal.SIGKILL)")
    bridge = kemkit.Bridge(command=fake(program), timeout=60)
    assert bridge.request(op="env-open") == {"ok": True}
    with pytest.raises(kemkit.BridgeError, match=r"ended \(exit code -9"):
        bridge.request(op="env-step")
    with pytest.raises(kemkit.BridgeError, match="ended"):
        bridge.send_all([b'{"op":"env-step"}\n'] * 2)


def test_an_answer_split_across_reads_and_several_in_one_read():
    program = ("import sys, time\n"
               "sys.stdin.readline(); sys.stdout.write('{\"ok\": tr'); sys.stdout.flush(); time.sleep(0.3)\n"
               "sys.stdout.write('ue, \"n\": 1}\\n'); sys.stdout.flush()\n"
               "sys.stdin.readline(); sys.stdin.readline()\n"
               "sys.stdout.write('{\"ok\": true, \"n\": 2}\\n{\"ok\": true, \"n\": 3}\\n'); sys.stdout.flush()\n"
               "sys.stdin.readline()\n")
    bridge = kemkit.Bridge(command=fake(program), timeout=10)
    assert bridge.request(op="a") == {"ok": True, "n": 1}
    assert [a["n"] for a in bridge.send_all([b'{"op":"b"}\n', b'{"op":"c"}\n'])] == [2, 3]
    assert bridge.close() == 0


def test_a_missing_java_is_named():
    with pytest.raises(kemkit.BridgeError, match="cannot start the kemkit referee.*Java 17"):
        kemkit.Bridge(command=["/nonexistent/java", "-jar", "kemkit.jar", "serve", "--stdio"])
