/**
 * Kemps, and the Kem's-family mechanic it shares with Kem's: the deal, the table, exchanges,
 * sweeps, signs and calls, with every option of rules.md K-opt ({@link kemkit.family}); and the
 * Kemps game on top of it ({@link kemkit.kemps}).
 */
module kemkit.kemps {
  requires transitive kemkit.core;

  exports kemkit.family;
  exports kemkit.kemps;

  provides kemkit.game.Game with kemkit.kemps.KempsGame;
}
