/**
 * Learning encodings of kemkit's games, built from a seat's view and history only, and training
 * tables that seat learners beside kemkit's bots. See {@link kemkit.learn}.
 */
module kemkit.learn {
  requires transitive kemkit.kemps;
  requires transitive kemkit.khamul;
  requires transitive kemkit.bots;
  requires kemkit.kems;

  exports kemkit.learn;
  exports kemkit.learn.table;
}
