"""The package's own behaviour: reproducible resets, team rewards, records that validate, the
JSON observation, the Gymnasium environment against kemkit's bots, and refusals."""

import numpy as np
import pytest

import kemkit


def play(env, seed, steps, rng_seed=0):
    """Random masked play; returns the trajectory of (agent, observation nonzeros, mask nonzeros, rewards)."""
    rng = np.random.default_rng(rng_seed)
    env.reset(seed=seed)
    out = []
    for agent in env.agent_iter(steps):
        obs, reward, terminated, truncated, _ = env.last()
        out.append((agent, tuple(np.flatnonzero(obs["observation"])), tuple(np.flatnonzero(obs["action_mask"])),
                    reward))
        if terminated or truncated:
            env.step(None)
        else:
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    return out


def test_reset_with_a_seed_replays_the_episode():
    env = kemkit.aec_env("khamul", seating={"players": 3})
    first = play(env, 11, 300)
    again = play(env, 11, 300)
    other = play(env, 12, 300)
    assert first == again
    assert first != other
    env.close()


def test_teammates_share_their_team_reward():
    env = kemkit.aec_env("kemps", reward="points", max_moves=400)
    rng = np.random.default_rng(3)
    env.reset(seed=5)
    totals = {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter(4000):
        obs, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        env.step(None if terminated or truncated else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    # seats 0 and 2 are team 0, seats 1 and 3 team 1 (K-1)
    assert totals["seat_0"] == totals["seat_2"]
    assert totals["seat_1"] == totals["seat_3"]
    assert totals["seat_0"] != 0 or totals["seat_1"] != 0
    env.close()


def test_records_of_played_games_validate(bridge):
    env = kemkit.aec_env("khamul", seating={"players": 2}, keep_records=True, max_moves=300)
    rng = np.random.default_rng(1)
    for episode in range(3):
        env.reset(seed=episode)
        for agent in env.agent_iter(5000):
            obs, _, terminated, truncated, _ = env.last()
            env.step(None if terminated or truncated else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert len(env.records) == 3
    for record in env.records:
        assert record.startswith("record 1\ngame khamul\n")
        assert bridge.validate(record)["type"] == "ok"
    env.close()


def test_the_record_waits_for_the_end_of_the_episode():
    env = kemkit.aec_env("kemps")
    env.reset(seed=1)
    with pytest.raises(kemkit.KemkitError, match="once the episode has ended"):
        env.record()
    env.close()


def test_the_json_observation_is_the_awaited_seats_own():
    env = kemkit.aec_env("khamul", seating={"players": 2})
    env.reset(seed=4)
    seat = int(env.agent_selection[5:])
    observed = env.observe_json()
    assert observed["agent"] == seat
    assert observed["view"]["seat"] == seat
    mask = env.observe(env.agent_selection)["action_mask"]
    assert sorted(a["index"] for a in observed["legal"]) == list(np.flatnonzero(mask))
    assert set(observed["tensor"]) == {s["name"] for s in env.layout["segments"]}
    # the other seat's memory of its own hand shows nothing it has not seen
    assert all(card is None for card in observed["view"]["memory"][1 - seat])
    env.close()


def test_an_illegal_action_is_refused_and_changes_nothing():
    env = kemkit.aec_env("kemps")
    env.reset(seed=2)
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(kemkit.KemkitError) as refused:
        env.step(illegal)
    assert refused.value.field == "$.action"
    assert env.agent_selection == agent
    env.step(int(np.flatnonzero(mask)[0]))
    env.close()


def test_a_setup_the_rules_refuse_names_its_field():
    with pytest.raises(kemkit.KemkitError) as refused:
        kemkit.aec_env("kems", preset="kems-fr32", seating={"teams": 4})
    assert refused.value.field.startswith("$.setup")
    with pytest.raises(ValueError):
        kemkit.aec_env("chess")


@pytest.mark.parametrize("game,opponents", [("khamul", "heuristic"), ("kemps", "random"), ("khamul", "search")])
def test_gym_env_against_kemkits_bots(game, opponents):
    env = kemkit.gym_env(game, seat=1, opponents=opponents, keep_records=True, max_moves=150)
    rng = np.random.default_rng(0)
    obs, info = env.reset(seed=3)
    assert env.observation_space.contains(obs)
    again, _ = env.reset(seed=3)
    assert np.array_equal(obs["observation"], again["observation"])
    done = False
    steps = 0
    while not done:
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        obs, reward, terminated, truncated, info = env.step(action)
        assert env.observation_space.contains(obs)
        assert isinstance(reward, float)
        done = terminated or truncated
        steps += 1
    assert steps > 0
    assert env.records and env.records[-1].startswith("record 1\ngame " + game)
    env.close()


def test_several_environments_share_one_referee():
    envs = [kemkit.aec_env("khamul", seating={"players": 2}) for _ in range(3)]
    assert len({id(e._table.bridge) for e in envs}) == 1
    for i, env in enumerate(envs):
        env.reset(seed=i)
    for env in envs:
        env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
        env.close()


def test_send_all_steps_several_tables_in_one_round_trip(bridge):
    from kemkit._table import Table, setup_of
    tables = [Table(bridge, setup_of("kemps")) for _ in range(3)]
    answers = bridge.send_all([t._reset + b"%d}\n" % i for i, t in enumerate(tables)])
    assert [a["op"] for a in answers] == ["env-reset"] * 3
    alone = [t.reset(i) for i, t in enumerate(tables)]
    assert [a["legal"] for a in answers] == [a["legal"] for a in alone]
    refused = bridge.send_all([tables[0]._step + b"-1}\n", tables[1]._step + b"%d}\n" % alone[1]["legal"][0]])
    assert not refused[0]["ok"] and refused[1]["ok"]
    for table in tables:
        table.close()
