"""A masked policy learns Khamul against random seats: numpy only.

A linear softmax policy over the legal action indices (the mask), trained with REINFORCE (the
return is +1 for a won game, -1 for a lost one; a running mean is the baseline). Every block of
games, the win rate and its 95 % Wilson interval are written down, and the whole curve is drawn
as an SVG chart beside a random masked policy's win rate, measured the same way first.

    python3 examples/python/examples/learn_khamul.py [games, default 1500] [chart.svg]
"""

import math
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "src"))
import kemkit  # noqa: E402

BLOCK = 100
SETUP = dict(seating={"players": 2}, options={"target": 30}, max_moves=1500)


def wilson(wins, n, z=1.96):
    """The 95 % Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return p, centre - half, centre + half


class MaskedPolicy:
    """logits = W[a] . x + b[a] over the legal indices a only; the rest get no probability."""

    def __init__(self, size, actions, rng, learning_rate=0.05):
        self.w = np.zeros((actions, size), dtype=np.float32)
        self.b = np.zeros(actions, dtype=np.float32)
        self.rng = rng
        self.learning_rate = learning_rate

    def act(self, x, mask):
        legal = np.flatnonzero(mask)
        logits = self.w[legal] @ x + self.b[legal]
        p = np.exp(logits - logits.max())
        p /= p.sum()
        k = self.rng.choice(len(legal), p=p)
        return int(legal[k]), (x, legal, p, k)

    def learn(self, trace, advantage):
        step = self.learning_rate * advantage / max(1, len(trace)) ** 0.5
        for x, legal, p, k in trace:
            grad = -p
            grad[k] += 1.0
            self.w[legal] += step * np.outer(grad, x).astype(np.float32)
            self.b[legal] += step * grad


def play(env, policy, seed, learn, baseline):
    obs, _ = env.reset(seed=seed)
    trace = []
    while True:
        if policy is None:
            legal = np.flatnonzero(obs["action_mask"])
            action = int(legal[np.random.default_rng(seed + len(trace)).integers(len(legal))])
            trace.append(None)
        else:
            action, step = policy.act(obs["observation"], obs["action_mask"])
            trace.append(step)
        obs, reward, terminated, truncated, _ = env.step(action)
        if terminated or truncated:
            break
    if learn:
        policy.learn(trace, reward - baseline)
    return reward, len(trace)


def chart(blocks, random_rate, path):
    """An SVG line chart of the win rate per block, with Wilson intervals and the random policy's rate."""
    width, height, left, bottom, top, right = 720, 400, 60, 50, 40, 20
    plot_w, plot_h = width - left - right, height - top - bottom
    n = len(blocks)

    def x(i):
        return left + plot_w * (i + 0.5) / n

    def y(v):
        return top + plot_h * (1 - v)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" '
           f'font-size="12"><rect width="100%" height="100%" fill="white"/>',
           f'<text x="{width / 2}" y="22" text-anchor="middle" font-size="15">Khamul, 2 seats: a masked linear policy'
           f' (REINFORCE) against a random seat</text>']
    for v in (0, 0.25, 0.5, 0.75, 1.0):
        out.append(f'<line x1="{left}" x2="{width - right}" y1="{y(v)}" y2="{y(v)}" stroke="#ddd"/>')
        out.append(f'<text x="{left - 8}" y="{y(v) + 4}" text-anchor="end">{v:.0%}</text>')
    out.append(f'<line x1="{left}" x2="{width - right}" y1="{y(random_rate[0])}" y2="{y(random_rate[0])}" '
               f'stroke="#c33" stroke-dasharray="6 4"/>')
    out.append(f'<text x="{width - right - 4}" y="{y(random_rate[0]) - 6}" text-anchor="end" fill="#c33">random masked'
               f' policy: {random_rate[0]:.0%} [{random_rate[1]:.0%}, {random_rate[2]:.0%}]</text>')
    points = []
    for i, (games, p, low, high) in enumerate(blocks):
        out.append(f'<line x1="{x(i)}" x2="{x(i)}" y1="{y(low)}" y2="{y(high)}" stroke="#36c" stroke-width="2"/>')
        out.append(f'<line x1="{x(i) - 4}" x2="{x(i) + 4}" y1="{y(low)}" y2="{y(low)}" stroke="#36c"/>')
        out.append(f'<line x1="{x(i) - 4}" x2="{x(i) + 4}" y1="{y(high)}" y2="{y(high)}" stroke="#36c"/>')
        points.append(f"{x(i)},{y(p)}")
        out.append(f'<text x="{x(i)}" y="{height - bottom + 18}" text-anchor="middle">{games}</text>')
    out.append(f'<polyline points="{" ".join(points)}" fill="none" stroke="#36c" stroke-width="2"/>')
    for point in points:
        px, py = point.split(",")
        out.append(f'<circle cx="{px}" cy="{py}" r="3.5" fill="#36c"/>')
    out.append(f'<text x="{width / 2}" y="{height - 10}" text-anchor="middle">games played (win rate of each block of'
               f' {BLOCK}, with its 95 % Wilson interval)</text>')
    out.append(f'<text x="16" y="{top + plot_h / 2}" transform="rotate(-90 16 {top + plot_h / 2})" '
               f'text-anchor="middle">win rate</text>')
    out.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1500
    path = sys.argv[2] if len(sys.argv) > 2 else "learning-khamul.svg"
    env = kemkit.gym_env("khamul", seat=0, opponents="random", **SETUP)
    start = time.perf_counter()
    wins = sum(play(env, None, 10_000_000 + g, False, 0.0)[0] > 0 for g in range(BLOCK * 2))
    random_rate = wilson(wins, BLOCK * 2)
    print(f"random masked policy: {random_rate[0]:.1%} [{random_rate[1]:.1%}, {random_rate[2]:.1%}] over {BLOCK * 2}")
    policy = MaskedPolicy(env.observation_space["observation"].shape[0], env.action_space.n, np.random.default_rng(0))
    baseline, blocks, block_wins, steps = 0.0, [], 0, 0
    for g in range(games):
        reward, length = play(env, policy, g, True, baseline)
        baseline = 0.95 * baseline + 0.05 * reward
        block_wins += reward > 0
        steps += length
        if (g + 1) % BLOCK == 0:
            p, low, high = wilson(block_wins, BLOCK)
            blocks.append((g + 1, p, low, high))
            print(f"games {g + 1 - BLOCK + 1:5}-{g + 1:5}: win rate {p:.0%} [{low:.0%}, {high:.0%}]"
                  f"  ({steps} learner steps, {time.perf_counter() - start:.0f} s)", flush=True)
            block_wins = 0
    chart(blocks, random_rate, path)
    print(f"chart: {path}")
    env.close()


if __name__ == "__main__":
    main()
