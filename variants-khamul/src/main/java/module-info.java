/**
 * Khamul (rules.md §H): face-down hands of slots, powers, snaps, a final announcement, and a
 * per-seat memory of which card lies in which slot. Start with {@link kemkit.khamul.Khamul}.
 */
module kemkit.khamul {
  requires transitive kemkit.core;

  exports kemkit.khamul;

  provides kemkit.game.Game with kemkit.khamul.KhamulGame;
}
