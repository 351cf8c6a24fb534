package kemkit.examples.play;

import kemkit.game.Rejection;

/**
 * Refusals told to the person who was refused. The library writes each rejection in two persons
 * ({@link Rejection#message()} for a log, {@link Rejection#toActor()} for the seat that acted); the
 * person reads the second, then the rule to look up: {@code seat 2 is an opponent: 'kemps' names your
 * partner (K-20)}.
 */
final class Refusals {

  private Refusals() {}

  /** {@return {@code rejection} as said to the seat that acted, with its rule id} */
  static String toYou(Rejection rejection) {
    return rejection.toActor() + " (" + rejection.rule() + ")";
  }
}
