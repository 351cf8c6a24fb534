"""Environment steps per second for one Python process: kemkit's AEC environments over the bridge,
and a pure-Python PettingZoo classic environment (connect_four_v3) stepped the same way, in the
same run. Random masked actions; an episode that ends is reset.

    python3 examples/python/bench/steps.py [seconds per environment, default 10]

connect_four_v3 needs pygame (``pip install pygame``): PettingZoo's classic module imports it.
"""

import os
import platform
import random
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "src"))
import kemkit  # noqa: E402


def steps_per_second(env, seconds):
    """Steps ``env`` with random legal actions for about ``seconds``; returns steps per second."""
    rnd = random.Random(0)
    env.reset(seed=1)
    steps = 0
    episode = 1
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for agent in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                action = None
            else:
                legal = np.flatnonzero(obs["action_mask"])
                action = int(legal[rnd.randrange(len(legal))])
            env.step(action)
            steps += 1
            if steps % 1000 == 0 and time.perf_counter() > deadline:
                return steps / (time.perf_counter() - start)
        episode += 1
        env.reset(seed=episode)


def pipelined(game, count, seconds):
    """Steps ``count`` tables of ``game`` together, one request each per round trip
    (``Bridge.send_all``), random legal actions; returns steps per second."""
    from kemkit._table import Table, setup_of
    bridge = kemkit.default_bridge()
    tables = [Table(bridge, setup_of(game)) for _ in range(count)]
    rnd = random.Random(0)
    answers = bridge.send_all([t._reset + b"%d}\n" % i for i, t in enumerate(tables)])
    steps, episodes = 0, count
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        lines = []
        for table, answer in zip(tables, answers):
            if answer["agent"] < 0:
                episodes += 1
                lines.append(table._reset + b"%d}\n" % episodes)
            else:
                legal = answer["legal"]
                lines.append(table._step + b"%d}\n" % legal[rnd.randrange(len(legal))])
        answers = bridge.send_all(lines)
        for table, answer in zip(tables, answers):
            table.decode(answer) if answer["agent"] >= 0 else None
        steps += count
    rate = steps / (time.perf_counter() - start)
    for table in tables:
        table.close()
    return rate


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 10.0
    print(f"# {platform.processor() or platform.machine()}, {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f},"
          f" Python {platform.python_version()}, numpy {np.__version__}")
    rows = []
    for name, make in [
        ("kemkit khamul (4 seats)", lambda: kemkit.aec_env("khamul")),
        ("kemkit khamul (2 seats)", lambda: kemkit.aec_env("khamul", seating={"players": 2})),
        ("kemkit kemps (2 teams of 2)", lambda: kemkit.aec_env("kemps")),
    ]:
        env = make()
        steps_per_second(env, seconds)  # the referee's JIT warms up
        rows.append((name, steps_per_second(env, seconds)))
        env.close()
    for game, count in [("khamul", 16), ("kemps", 16)]:
        pipelined(game, count, seconds)
        rows.append((f"kemkit {game}, {count} tables pipelined", pipelined(game, count, seconds)))
    bridge = kemkit.default_bridge()
    line = b'{"op":"validate","record":""}\n'
    for _ in range(2000):
        bridge.send(line)
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds / 2:
        for _ in range(500):
            bridge.send(line)
        count += 500
    rows.append(("the bridge's round trip alone (validate '')", count / (time.perf_counter() - start)))
    try:
        from pettingzoo.classic import connect_four_v3
        for name, make in [("pettingzoo connect_four_v3.env()", connect_four_v3.env),
                           ("pettingzoo connect_four_v3.raw_env()", connect_four_v3.raw_env)]:
            env = make()
            steps_per_second(env, 1.0)
            rows.append((name, steps_per_second(env, seconds)))
    except ImportError as e:
        rows.append(("pettingzoo connect_four_v3", f"not run: {e}"))
    print(f"# load after: {os.getloadavg()[0]:.1f}")
    for name, rate in rows:
        print(f"{name:40} {rate:>10,.0f} steps/s" if isinstance(rate, float) else f"{name:40} {rate}")


if __name__ == "__main__":
    main()
