"""PettingZoo's own tests on every game and preset: api_test and seed_test."""

import pytest
from pettingzoo.test import api_test, seed_test

import kemkit
from conftest import OTHER_TABLES, TABLES, name


@pytest.mark.parametrize("table", TABLES + OTHER_TABLES, ids=name)
def test_api(table):
    game, setup = table
    env = kemkit.aec_env(game, **setup)
    api_test(env, num_cycles=150)
    env.close()


@pytest.mark.parametrize("table", TABLES, ids=name)
def test_seed(table):
    game, setup = table
    seed_test(lambda: kemkit.aec_env(game, **setup), num_cycles=60)


@pytest.mark.parametrize("table", TABLES, ids=name)
def test_information_state(table):
    game, setup = table
    env = kemkit.aec_env(game, tensor="information_state", **setup)
    api_test(env, num_cycles=20)
    assert env.layout["name"].endswith("information-state")
    env.close()
