"""A Gymnasium environment: one learner, kemkit's bots in every other seat."""

from __future__ import annotations

import gymnasium
import numpy as np
from gymnasium import spaces

from ._table import Table, render_text, setup_of

__all__ = ["KemkitGym", "gym_env"]


class KemkitGym(gymnasium.Env):
    """One seat of Kem's, Kemps or Khamul against kemkit's bots (``heuristic``, ``search`` or
    ``random``). Observations are ``{"observation": float32 tensor, "action_mask": int8 mask}`` of
    the learner's own view; the last action index means *pass* (see :class:`kemkit.KemkitAEC`). The
    reward is the learner's side's: its team's in the Kem's family."""

    metadata = {"render_modes": ["ansi", "human"]}

    def __init__(self, game: str, seat: int = 0, opponents: str = "heuristic", *, preset=None, options=None,
                 seating=None, tensor="observation", reward="win", max_moves=2000, render_mode=None, bridge=None,
                 keep_records=False):
        self._table = Table(bridge, setup_of(game, preset, options, seating), [seat], opponents, tensor, reward,
                            max_moves)
        self.seat = seat
        self.setup = self._table.setup
        self.layout = self._table.layout
        self.render_mode = render_mode
        self.keep_records = keep_records
        self.records: list[str] = []
        self.observation_space = spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (self._table.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (self._table.actions,), np.int8),
        })
        self.action_space = spaces.Discrete(self._table.actions)
        self._empty_mask = np.zeros(self._table.actions, dtype=np.int8)
        self._last = None

    @property
    def pass_action(self) -> int:
        """The index that means *pass*."""
        return self._table.pass_index

    def reset(self, *, seed=None, options=None):
        super().reset(seed=seed)
        episode = int(self.np_random.integers(0, 2 ** 62)) if seed is None else int(seed)
        observation, _, _, _ = self._take(self._table.reset(episode))
        return observation, {"action_mask": observation["action_mask"]}

    def _take(self, answer):
        over = answer["over"]
        truncated = answer["truncated"]
        if answer["agent"] >= 0:
            tensor, mask = self._table.decode(answer)
            self._last = {"observation": tensor, "action_mask": mask}
        else:
            self._last = {"observation": self._last["observation"], "action_mask": self._empty_mask}
        if (over or truncated) and self.keep_records:
            self.records.append(self._table.record())
        return self._last, float(answer["rewards"][self.seat]), over, truncated

    def step(self, action):
        observation, reward, terminated, truncated = self._take(self._table.step(int(action)))
        return observation, reward, terminated, truncated, {"action_mask": observation["action_mask"]}

    def record(self) -> str:
        """The record of the episode that just ended."""
        return self._table.record()

    def observe_json(self) -> dict:
        """The learner's observation as JSON: its view, its legal actions, its tensor by segment."""
        return self._table.observe()

    def render(self):
        if self.render_mode is None:
            return None
        text = render_text(self.observe_json())
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self):
        self._table.close()


def gym_env(game: str, seat: int = 0, opponents: str = "heuristic", *, bridge=None, **setup) -> KemkitGym:
    """A Gymnasium environment of ``game`` where the learner holds ``seat`` and kemkit's
    ``opponents`` bots (``heuristic``, ``search``, ``random``) the others. ``setup`` as for
    :func:`kemkit.aec_env`."""
    return KemkitGym(game, seat, opponents, bridge=bridge, **setup)
