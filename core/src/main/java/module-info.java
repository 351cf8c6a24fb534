/**
 * The kemkit kernel: cards, decks and piles, the game-independent reducer API, game records
 * ({@code record 1}) and the validator. Games plug in through {@link kemkit.game.Game}.
 */
module kemkit.core {
  requires transitive com.google.common;

  exports kemkit.card;
  exports kemkit.pile;
  exports kemkit.seat;
  exports kemkit.game;
  exports kemkit.record;
  exports kemkit.host;
  exports kemkit.kit.state;
  exports kemkit.kit.event;
  exports kemkit.kit.rules;
  exports kemkit.world;
  exports kemkit.undo;

  uses kemkit.game.Game;
}
