/**
 * Kem's, the French rule family (rules.md §K, presets {@code kems-en}, {@code kems-fr32}, {@code
 * kems-classic}, {@code kems-expert}): the game {@code kems} on the Kem's-family mechanic that
 * {@code kemkit.kemps} implements once.
 */
module kemkit.kems {
  requires transitive kemkit.kemps;

  exports kemkit.kems;

  provides kemkit.game.Game with kemkit.kems.KemsGame;
}
