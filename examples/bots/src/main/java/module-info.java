/**
 * Bots for Kem's, Kemps and Khamul (random, heuristic, search) and a scheduler that plays their
 * seats on a table host ({@link kemkit.bots.Bots}, {@link kemkit.bots.Scheduler}). Its API takes
 * and gives the games' rule sets, actions and events, so the games come with it ({@code requires
 * transitive}).
 */
module kemkit.bots {
  requires transitive kemkit.kemps;
  requires transitive kemkit.khamul;
  // Bots.create takes any rule set of the registry; Kem's is one, found by ServiceLoader.
  requires kemkit.kems;

  exports kemkit.bots;
  exports kemkit.bots.search;
}
