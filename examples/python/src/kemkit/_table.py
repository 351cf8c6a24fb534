"""One training table on the referee: what both environment kinds step."""

from __future__ import annotations

import json

import numpy as np

from .bridge import Bridge, default_bridge

GAMES = ("kemps", "kems", "khamul")


def setup_of(game: str, preset=None, options=None, seating=None) -> dict:
    """The JSON setup (examples/json/PROTOCOL.md): ``game``, then ``preset``, ``options`` and
    ``seating`` as given."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}: one of {', '.join(GAMES)}")
    setup = {"game": game}
    if preset is not None:
        setup["preset"] = preset
    if options:
        setup["options"] = {str(k): str(v).lower() if isinstance(v, bool) else str(v) for k, v in options.items()}
    if seating:
        setup["seating"] = {str(k): int(v) for k, v in seating.items()}
    return setup


class Table:
    """A training table on the referee (``env-open``): its id, sizes and layout."""

    def __init__(self, bridge: Bridge | None, setup: dict, learners=None, opponents="heuristic",
                 tensor="observation", reward="win", max_moves=2000):
        self.bridge = bridge or default_bridge()
        fields = {"op": "env-open", "setup": setup, "tensor": tensor.replace("_", "-"), "reward": reward,
                  "maxMoves": int(max_moves), "opponents": opponents}
        if learners is not None:
            fields["learners"] = list(learners)
        opened = self.bridge.request(**fields)
        self.id = opened["id"]
        self.setup = opened["setup"]
        self.seats = opened["seats"]
        self.actions = opened["actions"]
        self.pass_index = opened["pass"]
        self.size = opened["tensorSize"]
        self.layout = opened["layout"]
        self._step = b'{"op":"env-step","id":"' + self.id.encode() + b'","action":'
        self._reset = b'{"op":"env-reset","id":"' + self.id.encode() + b'","seed":'
        self.closed = False

    def reset(self, seed: int) -> dict:
        return self.bridge.send(self._reset + b"%d}\n" % seed)

    def step(self, action: int) -> dict:
        return self.bridge.send(self._step + b"%d}\n" % action)

    def decode(self, answer: dict):
        """The awaited seat's tensor and action mask, as numpy arrays."""
        tensor = np.zeros(self.size, dtype=np.float32)
        ones = answer["ones"]
        if ones:
            tensor[ones] = 1.0
        values = answer["values"]
        if values:
            tensor[values[0::2]] = values[1::2]
        mask = np.zeros(self.actions, dtype=np.int8)
        mask[answer["legal"]] = 1
        return tensor, mask

    def observe(self) -> dict:
        """The awaited seat's observation as JSON: its view, its legal actions with their index and
        record line, and its tensor by named segment."""
        return self.bridge.request(op="env-observe", id=self.id)

    def record(self) -> str:
        """The record of the episode that just ended (it names every hidden card, so the referee
        gives it only once the episode is over)."""
        return self.bridge.request(op="env-record", id=self.id)["record"]

    def close(self):
        if not self.closed:
            self.closed = True
            try:
                self.bridge.request(op="env-close", id=self.id)
            except Exception:  # the referee may already be gone at interpreter exit
                pass


def render_text(observation: dict) -> str:
    return json.dumps(observation, indent=1)
