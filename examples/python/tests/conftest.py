import pytest

import kemkit

# Every game, and every preset of Kem's; and a few other tables.
TABLES = [
    ("kemps", {}),
    ("kems", {"preset": "kems-en"}),
    ("kems", {"preset": "kems-fr32"}),
    ("kems", {"preset": "kems-classic"}),
    ("kems", {"preset": "kems-expert"}),
    ("khamul", {}),
]
OTHER_TABLES = [
    ("kemps", {"seating": {"teams": 3}}),
    ("kems", {"preset": "kems-classic", "seating": {"teams": 2, "team-size": 3}}),
    ("khamul", {"seating": {"players": 2}, "options": {"snapMatch": "value"}}),
    ("khamul", {"seating": {"players": 6}}),
]


def name(table):
    game, setup = table
    return game + "".join(f"-{v}" if not isinstance(v, dict) else "".join(f"-{k}{w}" for k, w in v.items())
                          for v in setup.values())


@pytest.fixture(scope="session")
def bridge():
    return kemkit.default_bridge()
