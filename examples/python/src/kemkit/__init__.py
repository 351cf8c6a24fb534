"""kemkit for Python: Gymnasium and PettingZoo environments of Kem's, Kemps and Khamul.

The games are played by kemkit's referee, a Java process (``kemkit.jar serve --stdio``) that the
package starts and talks to; every observation is made from the acting seat's own view (rules.md
C-6), checked by kemkit's conformance kit.

>>> import kemkit
>>> env = kemkit.aec_env("khamul", seating={"players": 2})
>>> env.reset(seed=7)
"""

from .aec import KemkitAEC, aec_env
from .bridge import Bridge, BridgeError, KemkitError, default_bridge, find_jar
from .gym import KemkitGym, gym_env
from ._table import GAMES

__all__ = ["aec_env", "gym_env", "KemkitAEC", "KemkitGym", "Bridge", "BridgeError", "KemkitError", "default_bridge",
           "find_jar", "GAMES"]
__version__ = "0.1.0.dev0"
