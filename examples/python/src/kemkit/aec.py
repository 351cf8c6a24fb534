"""A PettingZoo AEC environment for every kemkit game and preset, every seat learning."""

from __future__ import annotations

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ._table import Table, render_text, setup_of

__all__ = ["KemkitAEC", "aec_env"]


class KemkitAEC(AECEnv):
    """Kem's, Kemps or Khamul with a learner in every seat, agents ``seat_0`` … ``seat_{n-1}``.

    Each agent's observation is ``{"observation": float32 tensor, "action_mask": int8 mask}``: the
    tensor of its own view only (the layout is ``self.layout``), the mask of its legal action
    indices. The last index means *pass*: neither game has strict turns (any seat exchanges in the
    Kem's family, any seat snaps in Khamul), so the table asks the seats one by one and a seat may
    pass; when all have passed, one must act and its mask has no pass. Teammates share their team's
    reward; ``reward="win"`` gives +1/-1 at the end, ``reward="points"`` every score change.
    """

    metadata = {"name": "kemkit_v1", "render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(self, game: str, *, preset=None, options=None, seating=None, tensor="observation",
                 reward="win", max_moves=2000, render_mode=None, bridge=None, keep_records=False):
        super().__init__()
        self._table = Table(bridge, setup_of(game, preset, options, seating), None, "heuristic", tensor, reward,
                            max_moves)
        self.metadata = dict(self.metadata, name=f"kemkit_{game}_v1")
        self.setup = self._table.setup
        self.layout = self._table.layout
        self.render_mode = render_mode
        self.keep_records = keep_records
        self.records: list[str] = []
        n = self._table.seats
        self.possible_agents = [f"seat_{i}" for i in range(n)]
        obs_space = spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (self._table.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (self._table.actions,), np.int8),
        })
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self._table.actions) for a in self.possible_agents}
        self._empty_mask = np.zeros(self._table.actions, dtype=np.int8)
        self._observations = {}
        self._seeds = np.random.default_rng()
        self.agents = []

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    @property
    def pass_action(self) -> int:
        """The index that means *pass*."""
        return self._table.pass_index

    def reset(self, seed=None, options=None):
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
            episode = int(seed)
        else:
            episode = int(self._seeds.integers(0, 2 ** 62))
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        zero = np.zeros(self._table.size, dtype=np.float32)
        self._observations = {a: {"observation": zero, "action_mask": self._empty_mask} for a in self.agents}
        self._take(self._table.reset(episode), first=True)

    def _take(self, answer, first=False):
        agent = answer["agent"]
        if agent >= 0:
            tensor, mask = self._table.decode(answer)
            name = self.possible_agents[agent]
            if not first and self.agent_selection != name:
                # Only the awaited agent may act: the others keep their last tensor, with an empty mask.
                before = self._observations[self.agent_selection]
                self._observations[self.agent_selection] = {"observation": before["observation"],
                                                             "action_mask": self._empty_mask}
            self._observations[name] = {"observation": tensor, "action_mask": mask}
            self.agent_selection = name
        # Rewards come in seat order; every agent is still at the table until the episode ends.
        self.rewards = dict(zip(self.possible_agents, answer["rewards"]))
        if not first:
            self._accumulate_rewards()
        if answer["over"] or answer["truncated"]:
            done = self.terminations if answer["over"] else self.truncations
            for a in self.agents:
                done[a] = True
                self._observations[a] = {"observation": self._observations[a]["observation"],
                                         "action_mask": self._empty_mask}
            if self.keep_records:
                self.records.append(self._table.record())

    def observe(self, agent):
        return self._observations[agent]

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self._take(self._table.step(int(action)))

    def record(self) -> str:
        """The record of the episode that just ended (every deal and move): feed it to ``kemkit
        validate`` or the referee's ``validate``."""
        return self._table.record()

    def observe_json(self) -> dict:
        """The awaited agent's observation as JSON (its view, its legal actions with their index
        and record line, its tensor by segment): for scripted and language-model agents."""
        return self._table.observe()

    def render(self):
        if self.render_mode is None:
            return None
        text = render_text(self.observe_json()) if self.agents and not any(self.terminations.values()) else "game over"
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self):
        self._table.close()


def aec_env(game: str, *, bridge=None, **setup) -> KemkitAEC:
    """A PettingZoo AEC environment of ``game`` (``kemps``, ``kems``, ``khamul``), every seat a
    learner. ``setup`` holds the JSON setup's keys (``preset``, ``options``, ``seating``) and the
    environment's own: ``tensor`` (``observation`` or ``information_state``), ``reward`` (``win``
    or ``points``), ``max_moves``, ``render_mode``, ``keep_records``."""
    return KemkitAEC(game, bridge=bridge, **setup)
